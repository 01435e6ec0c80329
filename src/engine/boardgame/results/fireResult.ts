import { standing, step, type BgEvent, type BgState } from '../sequence'
import { flagsOutcome } from './flags'
import type { Piece, PieceChange, ResultProcedure } from './types'

export interface FireFacts {
  readonly firer: Piece
  readonly target: Piece
  /** What the dice gave, after the calculator's caps (9.3, 9.32, 7.31). */
  readonly hits: number
  readonly flags: number
  /** Hexes to the target (1 = adjacent). */
  readonly range: number
  readonly targetInBuildings: boolean
  /** Ruling 30's second reading: 9.4 #11 before 9.4 #8. */
  readonly artilleryFirst?: boolean
  /** The fire of a successful special action (9.41), not an order. */
  readonly reaction?: boolean
  /** The id a general left alone in the hex takes (9.53). */
  readonly loneId: string
}

/** The battle won once these events are folded in (unless the umpire already plays on). */
export function wonAfter(s: BgState, events: readonly BgEvent[]) {
  const after = events.reduce(step, s)
  const st = standing(after)
  return !after.playOn && st.winners.length > 0 && standing(s).winners.length === 0 ? st : null
}

const plural = (k: number, w: string) => `${k} ${w}${k === 1 ? '' : 's'}`

/**
 * One fire (or shock) applied, everything that follows (seed 000, 9.2 "Apply the inflicted hits by removing one or
 * more chips from the target unit. Then move any units that have to retreat"): chips off (9.31), elimination at none
 * left (a lone general hit is killed, 9.51–9.52), the flags as 10.0 and 9.4 #8/#11 read them (a square ignores them
 * and never owes a retreat), a general left alone when his unit is eliminated and retreating on the flags that remain
 * (9.53), the firer marked as having fired (7.1), and the battle won, counted by kind (6.1, 6.21.3, 9.52, 13.x).
 */
export function fireResult(s: BgState, f: FireFacts): ResultProcedure {
  const t = f.target
  const lone = t.type === 'general'
  const afterHits = Math.max(0, t.elements - f.hits)
  const notes: string[] = []
  if (f.hits) notes.push(lone ? `${t.name} is killed: an eliminated unit (seed 000, 9.51, 9.52)` : `${plural(f.hits, 'hit')}: ${plural(Math.min(f.hits, t.elements), 'element')} off (seed 000, 9.31)`)
  let elements = afterHits
  const owed: ResultProcedure['owed'][number][] = []
  let leftAlone: Piece | null = null
  const retreatOf = (p: Piece, why: string) => owed.push({ kind: 'retreat', unitIds: [p.id], label: `${p.name}: ${plural(f.flags, 'retreat flag')}`, reason: why, flags: f.flags })
  if (elements > 0) {
    const out = flagsOutcome({ type: t.type, flags: f.flags, elements, inSquare: t.inSquare, generalAttached: t.general !== '', inBuildings: f.targetInBuildings, firerAdjacent: f.range === 1, artilleryFirst: f.artilleryFirst === true })
    if (out.does === 'ignore') notes.push(out.why)
    if (out.does === 'losses') { elements -= out.lost; notes.push(out.why) }
    if (out.does === 'retreat') retreatOf(t, out.why)
  }
  const eliminated = elements === 0
  if (eliminated && !lone) notes.push(`${t.name} is eliminated (seed 000, 9.31)`)
  if (eliminated && t.general) {
    leftAlone = { id: f.loneId, name: t.general, side: t.side, type: 'general', nation: t.nation, elements: 1, general: '', inSquare: false }
    notes.push(`${t.general} is left alone in the hex (seed 000, 9.53)`)
    if (f.flags > 0 && afterHits === 0) retreatOf(leftAlone, `his unit eliminated, he retreats on the flags rolled (seed 000, 9.53)`)
  }
  const change: PieceChange = { id: t.id, ...(elements !== t.elements ? { elements } : {}), ...(eliminated ? { status: 'eliminated' as const, general: '' } : {}) }
  const changes = Object.keys(change).length > 1 ? [change] : []
  const events: BgEvent[] = [
    { t: 'fire', unit: f.firer.id, ...(f.reaction ? { reaction: true } : {}) },
    ...(eliminated ? [{ t: 'unit' as const, id: t.id, elements: 0, out: true }] : changes.length ? [{ t: 'unit' as const, id: t.id, elements }] : []),
    ...(leftAlone ? [{ t: 'unit' as const, id: leftAlone.id, side: t.side, type: 'general', nation: t.nation, general: '', elements: 1, out: false }] : []),
  ]
  return { changes, leftAlone, owed, events, notes, won: wonAfter(s, events) }
}
