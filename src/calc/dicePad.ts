import type { Die, NamedDie } from '@/engine/core'

/** The distinct faces a player can tap for a die, in face order ("2 3 4 5" for an average die). */
export function tapFaces(named: NamedDie): (number | string)[] {
  return [...new Set(named.die.faces)]
}

/** True once every die has a face entered. */
export function allEntered(faces: readonly (number | string | null)[], dice: readonly NamedDie[]): faces is (number | string)[] {
  return faces.length === dice.length && faces.every((f) => f !== null)
}

/** More dice than this of one kind are counted per face ("three 6s, two 4s"), not tapped one by one. */
export const TAP_EACH_UP_TO = 3

/** Dice of one kind thrown together: "attacker die 1" … "attacker die 8" of one die are one pool of 8. */
export interface DicePool {
  /** The role without its number: "attacker die". */
  readonly name: string
  readonly die: Die
  /** Where the pool's dice sit among the calculator's dice. */
  readonly at: readonly number[]
  /** True when the pool is counted per face rather than tapped die by die. */
  readonly counted: boolean
}

/**
 * The dice grouped into pools: same die and the same role apart from its trailing number. Numbered dice of
 * one role are interchangeable (the engine counts them), so their faces can be given as counts.
 */
export function dicePools(dice: readonly NamedDie[]): DicePool[] {
  const pools = new Map<string, { name: string; die: Die; at: number[] }>()
  dice.forEach(({ role, die }, i) => {
    const name = /\s\d+$/.test(role) ? role.replace(/\s+\d+$/, '') : role
    const key = /\s\d+$/.test(role) ? `${die.id}|${name}` : `${die.id}|${role}|${i}`
    const pool = pools.get(key) ?? { name, die, at: [] }
    pool.at.push(i)
    pools.set(key, pool)
  })
  return [...pools.values()].map((p) => ({ ...p, counted: p.at.length > TAP_EACH_UP_TO }))
}

/** The faces a pool is counted in, highest first for numbers ("6s, 5s…"), in face order for pictures. */
export function countFaces(die: Die): (number | string)[] {
  const faces = [...new Set(die.faces)]
  return faces.every((f) => typeof f === 'number') ? (faces as number[]).sort((a, b) => b - a) : faces
}

/** "6s", "infantry": how a face is named in a count. */
export const faceCountLabel = (face: number | string): string => (typeof face === 'number' ? `${face}s` : String(face))

/**
 * What the counts say against the pool's size: null when they add up to it, else a message
 * ("5 of 8 attacker dice counted", "9 counted, but 8 attacker dice were rolled").
 */
export function countProblem(counts: readonly (number | null)[], size: number, name: string): string | null {
  const n = counts.reduce<number>((s, c) => s + (c ?? 0), 0)
  const what = `${size} ${name.replace(/\bdie\b/, 'dice')}`
  if (n === size) return null
  if (n < size) return `${n} of ${what} counted`
  return `${n} counted, but ${what} were rolled`
}

/** The pool's faces from its counts, one per die in the pool's order; null until the counts add up. */
export function facesFromCounts(faces: readonly (number | string)[], counts: readonly (number | null)[], size: number): (number | string)[] | null {
  const out = faces.flatMap((f, i) => Array.from({ length: counts[i] ?? 0 }, () => f))
  return out.length === size ? out : null
}
