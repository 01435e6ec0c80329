import { MARKERS, type MarkerId } from '@/engine/waterloo/markers'
import type { OwnerTableId } from '@/engine/waterloo/ownerTables'

/**
 * The player-aid table a drawn marker rolls on (seed 002, D-2, D-3b, D-3c), or null: French markers and the
 * Detachments marker roll none; in the two-player scenario (O-2 point 1) the Corps markers roll none but Wellington and
 * Blucher still do.
 */
export function tableForMarker(id: MarkerId, twoPlayer: boolean): OwnerTableId | null {
  if (id === 'wellington') return 'old-nosey'
  if (id === 'blucher') return 'alte-vorwarts'
  const k = MARKERS[id].kind
  if ((k === 'allied-corps' && id !== 'aa-DET') || k === 'prussian-corps') return twoPlayer ? null : 'corps-activation'
  return null
}
