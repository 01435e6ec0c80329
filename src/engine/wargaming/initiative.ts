import { check, checkFace, D20, type Calculator, type Distribution, type CalculatorResult, type NamedDie, type RuleRef, type WorkingLine } from '../core'
import { otherModifierLines, type OtherModifier } from '../core/otherModifier'

const rule: RuleRef = { seed: '004', section: 'Determining Initiative' }
const END: RuleRef = { seed: '004', section: 'End of Turn' }

export interface InitiativeSide {
  /** The C-in-C's leadership factor, 0–6 (seed 004, Command Factors). */
  readonly leadership: number
  /** The army's nationality factor (helper data: `nationalityFactor()`). */
  readonly nationalityFactor: number
  /** The army's name for the working ("Wellington: D20 12 + …"); "Side A" / "Side B" when not given. */
  readonly name?: string
  /** "Other ±N" for this side (umpire's judgement or a house rule), added to its total. */
  readonly otherModifier?: OtherModifier | null
}

export interface InitiativeInput {
  readonly a: InitiativeSide
  readonly b: InitiativeSide
  readonly rulings?: {
    /**
     * RULES.md ruling 9: "both roll the same number" read as the same natural D20 face (default;
     * equal totals with different faces → roll again), or as the same total.
     */
    readonly sameNumber?: 'natural face' | 'total'
  }
}

export type InitiativeOutcome = 'side a' | 'side b' | 'roll again' | 'turn ends'
export const INITIATIVE_OUTCOMES: readonly InitiativeOutcome[] = ['side a', 'side b', 'roll again', 'turn ends']

export interface InitiativeResult extends CalculatorResult<InitiativeOutcome> {
  readonly totals: { readonly a: number; readonly b: number }
}

const DICE: readonly NamedDie[] = [
  { role: 'side A D20', die: D20 },
  { role: 'side B D20', die: D20 },
]

/** Checks one side and gives what it adds to its D20: leadership + nationality + other, and the other line. */
function sideAdds(s: InitiativeSide, side: 'a' | 'b'): { name: string; adds: number; other: WorkingLine[] } {
  check(Number.isInteger(s.leadership) && s.leadership >= 0 && s.leadership <= 6, 'out-of-range', `${side}.leadership`, `${side}.leadership must be 0–6, got ${s.leadership}.`)
  check(Number.isInteger(s.nationalityFactor), 'out-of-range', `${side}.nationalityFactor`, `${side}.nationalityFactor must be a whole number, got ${s.nationalityFactor}.`)
  const name = s.name?.trim().slice(0, 60) || `Side ${side.toUpperCase()}`
  const other = otherModifierLines(s.otherModifier).map((l) => ({ ...l, label: `${name} ${l.label}` }))
  return { name, adds: s.leadership + s.nationalityFactor + other.reduce((n, l) => n + (l.value as number), 0), other }
}

/**
 * One side's sum before its D20, said as it adds up (the same before and after the roll, so the screen shows it
 * before the dice): leadership, nationality, other ±N, = what the side adds to its D20.
 */
function sideLines(s: InitiativeSide, side: { name: string; adds: number; other: WorkingLine[] }): WorkingLine[] {
  return [
    { label: `${side.name}: leadership`, value: s.leadership, rule, kind: 'base' },
    { label: `${side.name}: nationality`, value: s.nationalityFactor, rule, kind: 'modifier' },
    ...side.other.map((l) => ({ ...l, kind: 'modifier' as const })),
    { label: `${side.name}: before the D20`, value: side.adds, rule, kind: 'total' },
  ]
}

/** After the roll: the side's D20 on top of its sum before it, and its total ("before the D20 = 7, D20 +10, = 17"). */
function rolled(side: { name: string }, face: number, total: number): WorkingLine[] {
  return [
    { label: `${side.name}: D20`, value: face, rule, kind: 'modifier' },
    { label: side.name, value: total, rule, kind: 'total' },
  ]
}

/** Ruling 9 (default): the same natural face ends the turn, checked first; equal totals roll again. */
function decide(fa: number, fb: number, a: number, b: number, byTotal: boolean): InitiativeOutcome {
  if (byTotal ? a === b : fa === fb) return 'turn ends'
  if (a === b) return 'roll again'
  // Stryker disable next-line EqualityOperator: equal totals never reach this line (turn ends or roll again above).
  return a > b ? 'side a' : 'side b'
}

/** All 400 face pairs counted directly (the general face enumeration is slower than it needs to be here). */
function distribution(input: InitiativeInput): Distribution<InitiativeOutcome> {
  const a = sideAdds(input.a, 'a').adds
  const b = sideAdds(input.b, 'b').adds
  const byTotal = input.rulings?.sameNumber === 'total'
  const counts = new Map<InitiativeOutcome, number>()
  for (const fa of D20.faces)
    for (const fb of D20.faces) {
      const o = decide(fa, fb, fa + a, fb + b, byTotal)
      counts.set(o, (counts.get(o) ?? 0) + 1)
    }
  return { total: D20.faces.length ** 2, outcomes: INITIATIVE_OUTCOMES.filter((o) => counts.has(o)).map((value) => ({ value, count: counts.get(value)! })) }
}

function resolve(input: InitiativeInput, faces: readonly (number | string)[]): InitiativeResult {
  const sa = sideAdds(input.a, 'a')
  const sb = sideAdds(input.b, 'b')
  const fa = checkFace(D20, faces[0], 'side A D20')
  const fb = checkFace(D20, faces[1], 'side B D20')
  const a = fa + sa.adds
  const b = fb + sb.adds
  const working: WorkingLine[] = [...sideLines(input.a, sa), ...sideLines(input.b, sb), ...rolled(sa, fa, a), ...rolled(sb, fb, b)]
  const byTotal = input.rulings?.sameNumber === 'total'
  const outcome = decide(fa, fb, a, b, byTotal)
  if (outcome === 'turn ends')
    working.push({ label: byTotal ? 'Same total: the turn ends (ruling 9, by total)' : `Both D20 show ${fa}: the turn ends (ruling 9)`, value: 'turn ends', rule: END })
  if (outcome === 'roll again') working.push({ label: 'Equal totals, different faces: roll again (ruling 9)', value: 'roll again', rule })
  return { outcome, totals: { a, b }, working }
}

export const initiative: Calculator<InitiativeInput, InitiativeOutcome, InitiativeResult> = {
  id: 'wargaming.initiative',
  title: 'Initiative test',
  rule,
  example: { a: { leadership: 4, nationalityFactor: 3 }, b: { leadership: 3, nationalityFactor: 2 } },
  dice: () => DICE,
  resolve,
  distribution,
  outcomes: () => INITIATIVE_OUTCOMES,
}
