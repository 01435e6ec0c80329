import type { NamedDie } from '@/engine/core'

/** The distinct faces a player can tap for a die, in face order ("2 3 4 5" for an average die). */
export function tapFaces(named: NamedDie): (number | string)[] {
  return [...new Set(named.die.faces)]
}

/** True once every die has a face entered. */
export function allEntered(faces: readonly (number | string | null)[], dice: readonly NamedDie[]): faces is (number | string)[] {
  return faces.length === dice.length && faces.every((f) => f !== null)
}
