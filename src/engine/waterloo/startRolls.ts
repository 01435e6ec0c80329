import { check, checkFace, D6, type Calculator, type CalculatorResult, type Distribution, type WorkingLine } from '../core'
import { wl } from './refs'
import { waterlooRuling } from './rulings'

const RAIN = wl('L-2 A Rainy Start')
const GROUCHY = wl('M-1 Where Is Grouchy?')

export interface TurnRollInput {
  readonly gameTurn: number
  readonly rulings?: Readonly<Record<string, unknown>>
}

/** A D6 plus a per-turn modifier that succeeds on 5 or 6 (5 or more modified). */
function turnRoll<O extends string>(spec: {
  id: string; title: string; rule: ReturnType<typeof wl>; example: TurnRollInput
  modifier: (i: TurnRollInput) => { value: number; label: string }
  success: O; failure: O
}): Calculator<TurnRollInput, O> {
  const roll = (i: TurnRollInput, face: number): CalculatorResult<O> => {
    const m = spec.modifier(i)
    const outcome = face + m.value >= 5 ? spec.success : spec.failure
    const working: WorkingLine[] = [{ label: 'die', value: face, rule: spec.rule }]
    if (m.value) working.push({ label: m.label, value: m.value, rule: spec.rule })
    working.push({ label: `${face + m.value}: "5" or "6" succeeds`, value: outcome, rule: spec.rule })
    return { outcome, score: face + m.value, working }
  }
  return {
    id: spec.id, title: spec.title, rule: spec.rule, example: spec.example,
    dice: (i) => { spec.modifier(i); return [{ role: 'D6', die: D6 }] },
    resolve(i, faces) {
      check(faces.length === 1, 'out-of-range', 'faces', 'Roll one die.')
      return roll(i, checkFace(D6, faces[0], 'D6'))
    },
    distribution(i): Distribution<O> {
      const m = spec.modifier(i).value
      const hits = D6.faces.filter((f) => f + m >= 5).length
      return { total: 6, outcomes: [{ value: spec.success, count: hits }, { value: spec.failure, count: 6 - hits }].filter((o) => o.count > 0) }
    },
    outcomes: () => [spec.success, spec.failure],
  }
}

function checkTurn(t: number, from: number, to: number, field = 'gameTurn'): number {
  check(Number.isInteger(t) && t >= from && t <= to, 'out-of-range', field, `${field}: Game Turn ${from}–${to}, not ${String(t).slice(0, 20)}.`)
  return t
}

/** seed 002, L-2: "5" or "6" on turn 1 begins the battle; else +1 for each turn after #1 (so no later than #5). */
export const rainyStart = turnRoll<'the battle begins' | 'rain: roll again next turn'>({
  id: 'rainy-start', title: 'A Rainy Start', rule: RAIN, example: { gameTurn: 1 },
  modifier: (i) => ({ value: checkTurn(i.gameTurn, 1, 5) - 1, label: `+1 for each turn after Game Turn #1` }),
  success: 'the battle begins', failure: 'rain: roll again next turn',
})

/**
 * seed 002, M-1: from Game Turn #6, roll as in A Rainy Start; success adds the French III, IV, I Cav and II Cav Corps
 * markers to the cup. Ruling 47: the +1 per turn counts from turn 6 (alternative: from turn 1).
 */
export const grouchyArrival = turnRoll<'Grouchy arrives' | 'not yet'>({
  id: 'grouchy-arrival', title: 'Where is Grouchy?', rule: GROUCHY, example: { gameTurn: 7 },
  modifier: (i) => {
    const from = waterlooRuling('grouchyModifier', i.rulings) === 'from turn 6' ? 6 : 1
    return { value: checkTurn(i.gameTurn, 6, 12) - from, label: `+1 for each turn after Game Turn #${from}` }
  },
  success: 'Grouchy arrives', failure: 'not yet',
})

export type PrussianEntryHex = '2003' | '2009' | '2011'
export interface ThielemannInput {
  /** A French Corps has already entered the map at hex 2011. */
  readonly frenchEnteredAt2011: boolean
}
const THIELEMANN = wl('M-4 Thielemann entry')
/** seed 002, M-4: 1–2 enters at 2003, 3–4 at 2009, 5–6 at 2011; automatically 2003 if a French Corps used 2011. */
export const thielemannEntry: Calculator<ThielemannInput, PrussianEntryHex> = {
  id: 'thielemann-entry', title: 'Thielemann\'s entry hex', rule: THIELEMANN, example: { frenchEnteredAt2011: false },
  dice: (i) => (i.frenchEnteredAt2011 ? [] : [{ role: 'D6', die: D6 }]),
  resolve(i, faces) {
    if (i.frenchEnteredAt2011) {
      check(faces.length === 0, 'out-of-range', 'faces', 'A French Corps entered at 2011: no roll, Thielemann enters at 2003.')
      return { outcome: '2003', working: [{ label: 'a French Corps entered at 2011: automatically', value: '2003', rule: THIELEMANN }] }
    }
    check(faces.length === 1, 'out-of-range', 'faces', 'Roll one die.')
    const f = checkFace(D6, faces[0], 'D6')
    const outcome: PrussianEntryHex = f <= 2 ? '2003' : f <= 4 ? '2009' : '2011'
    return { outcome, working: [
      { label: `rolled ${f} (1–2 = 2003; 3–4 = 2009; 5–6 = 2011)`, value: outcome, rule: THIELEMANN },
      { label: 'activates with the instructions of the Corps whose Entry Hex it used', value: outcome, rule: THIELEMANN }] }
  },
  distribution: (i) => i.frenchEnteredAt2011
    ? { total: 1, outcomes: [{ value: '2003', count: 1 }] }
    : { total: 6, outcomes: [{ value: '2003', count: 2 }, { value: '2009', count: 2 }, { value: '2011', count: 2 }] },
  outcomes: () => ['2003', '2009', '2011'],
}
