import { checkFace, D10, type Calculator, type CalculatorResult, type NamedDie } from '../core'
import { exactOver } from './exact'
import { mini } from './refs'

export type CaptureOutcome = 'captured' | 'retreat 1 segment'
export const CAPTURE_RULE = mini("9.4.1 General's Capture")
const DICE: readonly NamedDie[] = [{ role: 'D10', die: D10 }]

/** seed 003, 9.4.1: an enemy unit moves adjacent to an unattached general: D10, 1 or 2 captured, else retreat one segment. */
function resolve(_input: Record<string, never>, faces: readonly (number | string)[]): CalculatorResult<CaptureOutcome> {
  const roll = checkFace(D10, faces[0], 'D10')
  const outcome: CaptureOutcome = roll <= 2 ? 'captured' : 'retreat 1 segment'
  return { outcome, score: roll, working: [
    { label: 'D10', value: roll, rule: CAPTURE_RULE, kind: 'base' },
    { label: '1–2 captured, else retreat one segment', value: outcome, rule: CAPTURE_RULE },
  ] }
}

export const generalCapture: Calculator<Record<string, never>, CaptureOutcome> = {
  id: 'general-capture',
  title: "General's capture",
  rule: CAPTURE_RULE,
  example: {},
  dice: () => DICE,
  resolve,
  distribution: (input) => exactOver(DICE, (f) => resolve(input, f).outcome),
  outcomes: () => ['captured', 'retreat 1 segment'],
}
