import { check, checkFace, D6, merge, type Calculator, type CalculatorResult, type NamedDie } from '../../core'
import { BATTLE_DIE } from '../battleDie'
import { rule000 } from '../refs'
import { WHITE_DIE } from '../whiteDie'

const ENTRY_RULE = rule000('13.1 Waterloo: Prussian Reinforcements')

export type PrussianEntryHex = 'V5' | 'V9' | 'V11' | 'T13'
// seed 000, 13.1: "1-3=V5; 4=V9; 5=V11; 6=T13."
export const PRUSSIAN_ENTRY: readonly { readonly faces: readonly number[]; readonly hex: PrussianEntryHex }[] = [
  { faces: [1, 2, 3], hex: 'V5' }, { faces: [4], hex: 'V9' }, { faces: [5], hex: 'V11' }, { faces: [6], hex: 'T13' },
]

/** 13.1: one conventional D6 per arriving Prussian unit gives its entrance hex. */
export const prussianEntry: Calculator<Record<string, never>, PrussianEntryHex> = {
  id: 'boardgame.prussian-entry',
  title: 'Prussian entrance hex (Waterloo)',
  rule: ENTRY_RULE,
  example: {},
  dice: () => [{ role: 'D6', die: D6 }],
  resolve(_input, faces) {
    const f = checkFace(D6, faces[0], 'D6')
    const hex = PRUSSIAN_ENTRY.find((e) => e.faces.includes(f))!.hex
    return { outcome: hex, working: [{ label: `D6 ${f}: enters at ${hex}`, value: hex, rule: ENTRY_RULE }] }
  },
  distribution: () => ({ total: 6, outcomes: PRUSSIAN_ENTRY.map((e) => ({ value: e.hex, count: e.faces.length })) }),
  outcomes: () => PRUSSIAN_ENTRY.map((e) => e.hex),
}

const EARLY_RULE = rule000('Reference Sheet: Optional Scenario Rules: Waterloo')
export type EarlyArrival = 'no unit' | 'infantry' | 'cavalry' | 'artillery' | 'general' | 'your choice'
/** seed 000, 13.1 Prussian Reinforcements: 1 General, 8 Infantry Units, 2 Cavalry Units (1 heavy, 1 light), 2 Light Artillery Units. */
export const PRUSSIAN_FORCE: Readonly<Record<'infantry' | 'cavalry' | 'artillery' | 'general', number>> = { infantry: 8, cavalry: 2, artillery: 2, general: 1 }

export const EARLY_ARRIVALS: readonly EarlyArrival[] = ['no unit', 'infantry', 'cavalry', 'artillery', 'general', 'your choice']

export interface EarlyArrivalInput {
  /** Prussian reinforcements not yet on the map, by kind (13.1: 1 general, 8 infantry, 2 cavalry, 2 light artillery). */
  readonly available: Readonly<Record<'infantry' | 'cavalry' | 'artillery' | 'general', number>>
}

/**
 * Optional rule (Reference Sheet): from the 4th hour, each turn roll a special flag die; "If a Prussian flag appears, you
 * may place 1 Prussian unit anywhere between V6-V12. To determine the type of unit, roll a combat die … If no more of that
 * unit is available … no unit appears. If a flag appears, you may choose the unit."
 */
function early(input: EarlyArrivalInput, white: string, battle: string): EarlyArrival {
  if (white !== 'Prussian') return 'no unit'
  const total = Object.values(input.available).reduce((s, n) => s + n, 0)
  if (battle === 'flag') return total > 0 ? 'your choice' : 'no unit'
  const kind = battle as 'infantry' | 'cavalry' | 'artillery' | 'general'
  return input.available[kind] > 0 ? kind : 'no unit'
}

function checkAvailable(input: EarlyArrivalInput) {
  for (const k of ['infantry', 'cavalry', 'artillery', 'general'] as const) {
    const n = input.available?.[k]
    check(Number.isInteger(n) && n >= 0, 'out-of-range', `available.${k}`, `available.${k}: Prussian ${k} still to arrive, 0 or more (got ${String(n).slice(0, 100)}).`)
  }
}

const earlyDice = (): NamedDie[] => [{ role: 'special flag die', die: WHITE_DIE }, { role: 'combat die', die: BATTLE_DIE }]

export const prussianEarlyArrival: Calculator<EarlyArrivalInput, EarlyArrival, CalculatorResult<EarlyArrival>> = {
  id: 'boardgame.prussian-early-arrival',
  title: 'Early Prussian arrival (optional, Waterloo)',
  rule: EARLY_RULE,
  example: { available: { ...PRUSSIAN_FORCE } },
  dice: (input) => { checkAvailable(input); return earlyDice() },
  resolve(input, faces) {
    checkAvailable(input)
    check(faces.length === 2, 'out-of-range', 'faces', `Roll the special flag die and a combat die, got ${faces.length} faces.`)
    const white = checkFace(WHITE_DIE, faces[0], 'special flag die')
    const battle = checkFace(BATTLE_DIE, faces[1], 'combat die')
    const outcome = early(input, white, battle)
    return { outcome, working: [
      { label: `special flag die: ${white} flag`, value: white === 'Prussian' ? 'a Prussian unit may arrive' : 'no unit', rule: EARLY_RULE },
      ...(white === 'Prussian' ? [{ label: `combat die: ${battle}`, value: outcome, rule: EARLY_RULE }] : []),
      ...(outcome !== 'no unit' ? [{ label: 'place it anywhere between V6-V12', value: 'V6–V12', rule: EARLY_RULE }] : []),
    ] }
  },
  distribution(input) {
    checkAvailable(input)
    return merge(36, WHITE_DIE.faces.flatMap((w) => BATTLE_DIE.faces.map((b) => ({ value: early(input, w, b), count: 1 }))))
  },
  outcomes: () => EARLY_ARRIVALS,
}
