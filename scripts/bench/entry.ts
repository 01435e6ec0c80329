/**
 * Issue 24: taps and keystrokes to enter each table the texts lack, typed cell by cell and pasted, on the real
 * Rule book screen (scripts/benchEntry.ts; it prints the per-ruleset table). Needs `npm run build` first.
 */
import { benchEntry } from '../benchEntry'

export default benchEntry
