import type { Calculator, CalculatorResult, NamedDie, WorkingLine } from '@/engine/core'

/** A die's lowest face (a picture die's first). */
function lowest({ die }: NamedDie): number | string {
  const faces = [...die.faces]
  return faces.every((f) => typeof f === 'number') ? Math.min(...(faces as number[])) : faces[0]!
}

/**
 * The working an umpire can say before the dice are thrown: the lines that are the same whatever
 * the dice show. Found by resolving with every die at its lowest face, then with each die in turn on
 * each of its faces (the others lowest), then with all dice alike on each face, and keeping the lines
 * all agree on. Every face, not only the two ends: a count of matching picture faces can agree at both
 * ends ("0 chips removed" when the hits are on the artillery face), and a capped count moves only when
 * every die does ("target eliminated" from 5 hits cut to 4): either read as known before the roll.
 * No calculator needs a second "explain" function that could drift from resolve.
 */
export function preRollWorking<I, O>(calc: Calculator<I, O, CalculatorResult<O>>, input: I): WorkingLine[] {
  const dice = calc.dice(input)
  const low = dice.map(lowest)
  const faces = dice.map((d) => [...new Set(d.die.faces)])
  const oneMoved = faces.flatMap((set, i) => set.map((f) => low.map((x, j) => (i === j ? f : x))))
  // Every die alike on a face it shares with the others: a capped count (5 hits cut to 4) moves only when all move.
  const allAlike = (faces[0] ?? []).filter((f) => faces.every((set) => set.includes(f))).map((f) => dice.map(() => f))
  const combos = [low, ...oneMoved, ...allAlike]
  const key = (l: WorkingLine) => `${l.label}|${l.value}`
  const [first, ...others] = combos.map((faces) => calc.resolve(input, faces).working)
  const agreed = others.map((w) => new Set(w.map(key)))
  return (first ?? []).filter((l) => agreed.every((s) => s.has(key(l))))
}
