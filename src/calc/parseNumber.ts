/** What a number field allows: the rules' bounds, whole numbers or not, and what the number is of. */
export interface NumberBounds {
  readonly min: number
  readonly max: number
  readonly integer?: boolean
  /** Names the field in the message: "Steps: enter a whole number from 0 to 12". */
  readonly what?: string
}

/** `value: null` is an empty field: "not entered", never 0. */
export type ParsedNumber = { ok: true; value: number | null } | { ok: false; message: string }

/** Longer than any number a rule bounds; longer text is refused before it is read. */
export const MAX_NUMBER_TEXT = 16

/** A number as the message says it: "−3", "1.5". */
export function sayNumber(n: number): string {
  if (n === Infinity) return 'any'
  return n < 0 ? `−${Math.abs(n)}` : String(n)
}

/** The bounds in words: "Enter a whole number from 0 to 12", "Steps: enter a number, 0.1 or more". */
export function boundsInWords(b: NumberBounds): string {
  const kind = b.integer ? 'a whole number' : 'a number'
  const range = b.max === Infinity ? `${kind}, ${sayNumber(b.min)} or more` : `${kind} from ${sayNumber(b.min)} to ${sayNumber(b.max)}`
  return b.what ? `${b.what}: enter ${range}` : `Enter ${range}`
}

const WHOLE = /^[+\-\u2212]?\d+$/
const DECIMAL = /^[+\-\u2212]?(\d+[.,]\d*|[.,]\d+)$/
/** "1,500": read as 1.5 in Paris and 1500 in London, so neither ("0,500" can only be 0.5). */
const THOUSANDS_LIKE = /^[+\-\u2212]?[1-9]\d{0,2},\d{3}$/

/**
 * Reads what a player typed into a number field, within the rules' bounds. A decimal comma is read
 * ("1,5" is 1.5) where decimals are allowed; text that could be read two ways is refused, never turned
 * into another number; no exponents, Infinity or NaN.
 */
export function parseNumber(text: string, bounds: NumberBounds): ParsedNumber {
  const t = text.trim()
  if (t === '') return { ok: true, value: null }
  const expected = boundsInWords(bounds)
  if (t.length > MAX_NUMBER_TEXT) return { ok: false, message: `Too long for a number. ${expected}.` }
  if (THOUSANDS_LIKE.test(t)) return { ok: false, message: `“${t}” could be read two ways: write ${t.replace(',', '')} or ${t.replace(',', '.')}. ${expected}.` }
  const whole = WHOLE.test(t)
  if (!whole && !DECIMAL.test(t)) return { ok: false, message: `“${t}” is not a number. ${expected}.` }
  if (!whole && bounds.integer) return { ok: false, message: `${expected}.` }
  const value = Number(t.replace('\u2212', '-').replace(',', '.'))
  if (!Number.isFinite(value) || (bounds.integer && !Number.isSafeInteger(value))) return { ok: false, message: `${expected}.` }
  if (value < bounds.min || value > bounds.max) return { ok: false, message: `${expected}.` }
  return { ok: true, value: Object.is(value, -0) ? 0 : value }
}
