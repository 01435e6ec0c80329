import type { OwedStep } from '../../core/sequence'
import type { Act, Arm, SeqState, Side } from '../sequence/types'
import { wearier, type Consequences, type Fatigue, type UnitChange } from './types'

export interface OrderFacts {
  readonly act: Act
  readonly unit: { readonly id: string; readonly side: Side; readonly arm: Arm | 'leader'; readonly fatigue?: Fatigue }
  readonly targets?: readonly { readonly id: string; readonly arm: Arm | 'leader'; readonly skirmish?: boolean }[]
  /** Formation: what the unit changes to. */
  readonly formation?: string
  /** A charge: where it contacts the targets (seed 004, Non-Initiative Units). */
  readonly contact?: 'front' | 'flank' | 'rear'
}

const CONTACT = 'seed 004, Non-Initiative Units; Notes for Mêlées'

function chargeOwed(o: OrderFacts): OwedStep[] {
  const first: OwedStep[] = []
  const tests: OwedStep[] = []
  for (const t of o.targets ?? []) {
    if (t.skirmish) first.push({ kind: 'move', unitIds: [t.id], label: 'retire (skirmishers charged)', reason: 'Skirmishers that are charged must always retire at up to their full move. If caught by the enemy, they will immediately rout (seed 004, Skirmishers)' })
    else {
      if (o.unit.arm === 'cavalry' && t.arm === 'cavalry') first.push({ kind: 'counter-charge', unitIds: [t.id], label: 'counter-charge', reason: 'Cavalry units of the side without the initiative (not in skirmish formation) must always attempt to counter charge enemy cavalry (seed 004, Restrictions on Charges)' })
      tests.push({ kind: 'morale', unitIds: [t.id], label: 'morale test', reason: 'receiving a charge (seed 004, Morale); if there is defensive fire the attackers test first (Charges & Mêlées)' })
    }
  }
  return [...first, ...tests]
}

/**
 * What follows an order on a unit (seed 004, The Cards; Charges & Mêlées; Definitions: Tired, Exhausted,
 * Overcoming Fatigue; Returning to Formed Order). `s` is the sequence before the order.
 */
export function afterOrder(s: SeqState, o: OrderFacts): Consequences {
  const u = o.unit
  const changes: UnitChange[] = []
  let owed: OwedStep[] = []
  const events = [{ e: 'act' as const, unit: u.id, side: u.side, arm: u.arm, act: o.act, ...(o.targets?.length ? { targets: o.targets.map((t) => t.id) } : {}) }]
  if (o.act === 'moved' && u.fatigue === 'tired') changes.push({ unit: u.id, fatigue: wearier(u.fatigue) })
  if (o.act === 'formation' && o.formation) changes.push({ unit: u.id, formation: o.formation })
  const prompts: string[] = []
  if (o.act === 'charged' || o.act === 'opportunity charge') {
    owed = chargeOwed(o)
    // Contacted in the flank: turn to face and fight the first round unformed; in the rear: no fighting back in the first round.
    if (o.contact === 'flank') for (const t of o.targets ?? []) changes.push({ unit: t.id, order: 'unformed' })
    if (o.contact === 'flank') prompts.push(`Units contacted in the flank by a charge must turn to face their opponents and fight the first round of the mêlée unformed (${CONTACT})`)
    if (o.contact === 'rear') prompts.push(`Units contacted in the rear may not fight back in the first round of the mêlée. In the second round they turn to face their opponents and fight disordered (${CONTACT})`)
  }
  // seed 004, Charges & Mêlées; Formed, Unformed and Disorder (vi): a failed charge is unformed and tests control; it is not tired.
  if (o.act === 'fell short') {
    changes.push({ unit: u.id, order: 'unformed' })
    owed = [{ kind: 'control', unitIds: [u.id], label: 'control test', reason: 'a charging unit failed to make contact with the enemy (seed 004, Charges & Mêlées; Control)' }]
  }
  // seed 004, Overcoming Fatigue: stationary and out of enemy fire for one friendly movement phase.
  if (o.act === 'held' && (u.fatigue === 'tired' || u.fatigue === 'exhausted') && !(s.firedOn[u.id] ?? 0) && u.side === s.initiative)
    changes.push({ unit: u.id, fatigue: u.fatigue === 'exhausted' ? 'tired' : 'fresh' })
  const reformed = o.act === 'rallied'
  if (reformed) changes.push({ unit: u.id, order: 'formed' })
  return { changes, owed, events: reformed ? [...events, { e: 'reformed', unit: u.id }] : events, initiativePasses: null, prompts }
}
