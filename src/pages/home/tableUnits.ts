import type { TableUnit } from '@/engine/core/distance'

/** What the new-battle form calls each unit a tape measure can read. */
export const TABLE_UNIT_LABELS: Readonly<Record<TableUnit, string>> = { mm: 'millimetres', cm: 'centimetres', in: 'inches' }
