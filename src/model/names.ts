import { check } from '@/engine/core/errors'

/**
 * The longest name a battle, side, unit or leader may have when typed (every name input has this
 * `maxlength`). Long enough for "2nd Battalion, 95th Rifles (Light Division)"; short enough that a
 * name never makes a phone screen scroll sideways.
 */
export const NAME_MAX = 60
/**
 * The longest name a stored battle or a battle file may hold: twice what can be typed, room for what
 * the app adds to a typed name ("… (copy)"). Longer is refused on import, naming the field.
 */
export const NAME_FILE_MAX = 2 * NAME_MAX
/** The longest log line (`label`) a file may hold: it quotes names and a result's working. */
export const LABEL_MAX = 2000
/** The longest text anywhere else in a battle (notes, written orders, a unit's state): a page of writing. */
export const TEXT_MAX = 4000

/**
 * Bidirectional control characters: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069),
 * the marks U+200E/U+200F and the Arabic letter mark U+061C. One of them in a name ("\u202E…") would
 * reorder the text shown around it, so they are stripped from every text typed or imported.
 */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g
const HAS_BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/

export const hasBidi = (text: string): boolean => HAS_BIDI.test(text)
/** `text` without bidirectional control characters. */
export const stripBidi = (text: string): string => (HAS_BIDI.test(text) ? text.replace(BIDI, '') : text)

/**
 * A name as typed, without bidi controls, trimmed; throws RulesInputError naming the field when it is
 * empty ("Give the unit a name") or longer than NAME_MAX, in player words.
 */
export function checkName(value: string, field: string, what: string): string {
  const name = stripBidi(value).trim()
  check(name.length > 0, 'out-of-range', field, `Give ${what} a name`)
  check(name.length <= NAME_MAX, 'out-of-range', field, `A name can be at most ${NAME_MAX} characters; this one has ${name.length}`)
  return name
}
