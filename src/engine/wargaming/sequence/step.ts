import type { Act, FallingBack, MoveCard, SeqEvent, SeqState, Side } from './types'

/** seed 004: a battle before its first initiative test. */
export const INITIAL: SeqState = {
  turn: 1, initiative: null, how: null, card: null, phases: 0, acted: {}, firedOn: {}, charged: {},
  movedOn: {}, initiativeDone: false, melees: [], falling: {}, reformByTest: [], over: null, ended: null, playOn: false,
}

const other = (s: Side): Side => (s === 'a' ? 'b' : 'a')
const MOVE_CARDS: readonly string[] = ['Infantry Move', 'Cavalry Move', 'Artillery Move']
const MOVES: readonly Act[] = ['moved', 'formation', 'charged']
const FALLING: readonly string[] = ['Retire', 'Retreat', 'Rout']
// seed 004, Morale: Explanation of results — Shaken and Retreat leave the unit unformed, Rout disordered.
const UNFORMING: readonly string[] = ['Shaken', 'Retreat', 'Rout']

// seed 004, Determining Initiative: "Usually the player commanding the army that is attacking has the initiative at the beginning of the game".
const HOW: Record<string, string> = { test: 'won the initiative test', attacker: 'attacks' }

/** A new phase: nothing has acted in it yet. */
const freshPhase = { acted: {}, firedOn: {}, charged: {}, initiativeDone: false }

function add<T>(list: readonly T[] | undefined, x: T): T[] {
  return [...(list ?? []), x]
}

function without<T>(rec: Readonly<Record<string, T>>, id: string): Record<string, T> {
  const { [id]: _gone, ...rest } = rec
  return rest
}

function act(s: SeqState, ev: Extract<SeqEvent, { e: 'act' }>): SeqState {
  const acted = { ...s.acted, [ev.unit]: add(s.acted[ev.unit], ev.act) }
  const targets = ev.targets ?? []
  const firedOn = { ...s.firedOn }
  const charged = { ...s.charged }
  const fire = ev.act === 'fired' || ev.act === 'return fire' || ev.act === 'opportunity fire'
  for (const t of targets) {
    if (fire) firedOn[t] = (firedOn[t] ?? 0) + 1
    else if (ev.act !== 'held' && ev.act !== 'rallied') charged[t] = add(charged[t], ev.unit)
  }
  const card = s.card?.card
  const moveCard = card !== undefined && MOVE_CARDS.includes(card) && MOVES.includes(ev.act) && ev.side === s.initiative
  const movedOn = moveCard ? { ...s.movedOn, [ev.unit]: add(s.movedOn[ev.unit], card as MoveCard) } : s.movedOn
  // The side without the initiative fires its artillery only once the side with it has finished.
  const initiativeDone = s.initiativeDone || (ev.act === 'fired' && ev.side !== s.initiative)
  if (ev.act === 'fell short') {
    // No contact: no mêlée from this charge, and its targets are no longer charged by it.
    const left: Record<string, string[]> = {}
    for (const [t, by] of Object.entries(s.charged)) {
      const still = by.filter((u) => u !== ev.unit)
      if (still.length) left[t] = still
    }
    return { ...s, acted, charged: left, melees: s.melees.filter((m) => m[0] !== ev.unit) }
  }
  const melees = ev.act === 'charged' || ev.act === 'opportunity charge' || ev.act === 'counter-charge'
    ? [...s.melees.filter((m) => !m.includes(ev.unit)), [ev.unit, ...targets]]
    : s.melees
  return { ...s, acted, firedOn, charged: fire ? s.charged : charged, movedOn, initiativeDone, melees }
}

function morale(s: SeqState, ev: Extract<SeqEvent, { e: 'morale' }>): SeqState {
  const falling = FALLING.includes(ev.outcome)
    ? { ...s.falling, [ev.unit]: { side: ev.side, arm: ev.arm, outcome: ev.outcome as FallingBack } }
    : without(s.falling, ev.unit)
  const reformByTest = UNFORMING.includes(ev.outcome) && !s.reformByTest.includes(ev.unit) ? [...s.reformByTest, ev.unit] : s.reformByTest
  return { ...s, falling, reformByTest }
}

/** Folds one flow event in (seed 004, Rules Mechanics to End of Turn). An unknown event changes nothing. */
export function step(s: SeqState, ev: SeqEvent): SeqState {
  switch (ev.e) {
    case 'initiative':
      return { ...s, ...freshPhase, initiative: ev.side, how: HOW[ev.how] ?? (s.initiative === ev.side ? 'kept it in a challenge' : 'won a challenge'), card: null }
    case 'same face':
      return { ...s, ...freshPhase, card: null, over: 'both D20s showed the same number in an initiative test' }
    case 'card': {
      // seed 004, The Cards: Command Indecision — the initiative passes immediately to the other side.
      const indecision = ev.card === 'Command Indecision'
      const over = ev.left === 0 ? 'a deck is used up' : s.over
      return { ...s, ...freshPhase, card: { side: ev.side, card: ev.card }, phases: s.phases + 1, over, initiative: indecision ? other(ev.side) : ev.side, how: indecision ? 'Command Indecision card turned by the other side' : s.how }
    }
    case 'pass':
      return { ...s, ...freshPhase, initiative: other(ev.from), how: ev.why, card: null }
    case 'act':
      return act(s, ev)
    case 'melee': {
      const melees = s.melees.filter((m) => !m.some((u) => ev.units.includes(u)))
      // seed 004, Formed, Unformed and Disorder: both sides are unformed at the end of a mêlée.
      const reformByTest = [...s.reformByTest, ...ev.units.filter((u) => !s.reformByTest.includes(u))]
      // Once a round is fought the charges are over: the units are in a mêlée.
      const charged = Object.fromEntries(Object.entries(s.charged).filter(([t]) => !ev.units.includes(t)))
      return { ...s, melees: ev.decided ? melees : [...melees, [...ev.units]], reformByTest, charged }
    }
    case 'morale':
      return morale(s, ev)
    case 'reformed':
      return { ...s, reformByTest: s.reformByTest.filter((u) => u !== ev.unit) }
    case 'turn end':
      return { ...s, ...freshPhase, turn: s.turn + 1, card: null, phases: 0, movedOn: {}, over: null }
    case 'battle ends':
      return { ...s, ended: ev.why, playOn: false }
    case 'play on':
      return { ...s, playOn: true }
    default:
      return s
  }
}
