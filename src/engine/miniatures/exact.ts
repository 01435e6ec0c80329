import { facesOf, map, type Distribution, type NamedDie } from '../core'

/** A calculator's exact distribution: every face combination of its dice, fed to its own `resolve`. */
export function exactOver<O>(dice: readonly NamedDie[], outcomeOf: (faces: readonly (number | string)[]) => O): Distribution<O> {
  return map(facesOf(dice.map((d) => d.die)), outcomeOf)
}

/** Distinct outcomes in the order the dice faces run (the printed table's row order). */
export function outcomesInFaceOrder<O>(dice: readonly NamedDie[], outcomeOf: (faces: readonly (number | string)[]) => O): O[] {
  return exactOver(dice, outcomeOf).outcomes.map((o) => o.value)
}
