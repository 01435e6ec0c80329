import type { Calculator, CalculatorResult, NamedDie, WorkingLine } from '@/engine/core'

type End = 'min' | 'max'

function face({ die }: NamedDie, end: End): number | string {
  const faces = [...die.faces]
  if (faces.every((f) => typeof f === 'number')) return end === 'min' ? Math.min(...(faces as number[])) : Math.max(...(faces as number[]))
  return end === 'min' ? faces[0]! : faces[faces.length - 1]!
}

/**
 * The working an umpire can say before the dice are thrown: the lines that are the same whatever
 * the dice show. Found by resolving with each die at its lowest and highest face in turn (all low,
 * then each one high alone, so a difference of two dice changes too) and keeping the lines all
 * agree on. No calculator needs a second "explain" function that could drift from resolve.
 */
export function preRollWorking<I, O>(calc: Calculator<I, O, CalculatorResult<O>>, input: I): WorkingLine[] {
  const dice = calc.dice(input)
  const combos: End[][] = [dice.map(() => 'min'), ...dice.map((_, i) => dice.map((__, j): End => (i === j ? 'max' : 'min')))]
  const key = (l: WorkingLine) => `${l.label}|${l.value}`
  const [first, ...others] = combos.map((ends) => calc.resolve(input, dice.map((d, i) => face(d, ends[i]!))).working)
  const agreed = others.map((w) => new Set(w.map(key)))
  return (first ?? []).filter((l) => agreed.every((s) => s.has(key(l))))
}
