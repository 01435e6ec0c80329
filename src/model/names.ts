import { check } from '@/engine/core/errors'

/**
 * The longest name a battle, side, unit or leader may have. Long enough for "2nd Battalion, 95th Rifles
 * (Light Division)"; short enough that a name never makes a phone screen scroll sideways.
 */
export const NAME_MAX = 60

/**
 * A name as typed, trimmed; throws RulesInputError naming the field when it is empty ("Give the unit a
 * name") or longer than NAME_MAX, in player words.
 */
export function checkName(value: string, field: string, what: string): string {
  const name = value.trim()
  check(name.length > 0, 'out-of-range', field, `Give ${what} a name`)
  check(name.length <= NAME_MAX, 'out-of-range', field, `A name can be at most ${NAME_MAX} characters; this one has ${name.length}`)
  return name
}
