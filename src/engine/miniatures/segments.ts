import { toMm, type TableUnit } from '../core'
import { HALF_SEGMENT_MM, SEGMENT_MM } from './ruler'

/** A tape distance in the rules' own units: segments and half segments, exactly (seed 003, 1.3 The Ruler). */
export interface ExactSegments {
  readonly mm: number
  /** mm / 80: 23 cm → 2.875. */
  readonly segments: number
  /** mm / 40: 23 cm → 5.75. */
  readonly halfSegments: number
  /** Whole half segments covered: 23 cm → 5 (two segments and a half). */
  readonly wholeHalfSegments: number
  /** "23 cm = 2⅞ segments"; "≈ 0.95 segment" when it is not a whole number of eighths. */
  readonly label: string
}

const EIGHTHS = ['', '⅛', '¼', '⅜', '½', '⅝', '¾', '⅞']
const exact = (x: number) => Math.round(x * 1e9) / 1e9

/**
 * The ruler is 5 segments of 8 cm, the first split into two 4 cm halves, so whole centimetres are eighths of a
 * segment: 4 cm = ½ segment, 20 cm = 2½ segments, 23 cm = 2⅞ segments. Other lengths (inches) are given to two
 * decimals with "≈".
 */
export function exactSegments(value: number, unit: TableUnit, field = 'distance'): ExactSegments {
  const mm = toMm(value, unit, field)
  const segments = exact(mm / SEGMENT_MM)
  const halfSegments = exact(mm / HALF_SEGMENT_MM)
  const eighths = exact(segments * 8)
  let amount: string
  if (Number.isInteger(eighths)) {
    const whole = Math.floor(eighths / 8)
    const part = EIGHTHS[eighths % 8]!
    amount = whole === 0 && part ? part : `${whole}${part}`
  } else {
    amount = `≈ ${Math.round(segments * 100) / 100}`
  }
  const noun = segments > 0 && segments <= 1 ? 'segment' : 'segments'
  return { mm, segments, halfSegments, wholeHalfSegments: Math.floor(halfSegments), label: `${value} ${unit} = ${amount} ${noun}` }
}
