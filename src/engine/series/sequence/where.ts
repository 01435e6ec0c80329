import { phasing } from './phase'
import type { SeriesState } from './types'

const NAMES = ['Cavalry charges', 'Regular movement', 'Defensive fire', 'Offensive fire', 'Melee phase', 'Rally phase'] as const

/** "Turn 2 · player turn 1 (a) · Regular movement": where the battle stands in the rules' words (2.0). */
export function where(s: SeriesState): string {
  return `Turn ${s.turn} · player turn ${s.playerTurn} (${phasing(s)}) · ${NAMES[s.phase] ?? NAMES[0]}`
}
