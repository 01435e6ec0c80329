import type { ResultUnit, WlOwed } from './types'

/** The owed items of seed 002's results, in the rules' words. */
export const panicStep = (u: ResultUnit): WlOwed => ({
  kind: 'panic', unitIds: [u.id], label: `${u.name}: Panic Test`, reason: 'seed 002, A-2a: its 3rd Step Loss flipped it to Battleworn',
})
export const retreatStep = (u: ResultUnit, hexes: number, reason: string): WlOwed => ({
  kind: 'retreat', unitIds: [u.id], label: `${u.name}: Retreat ${hexes} hex${hexes === 1 ? '' : 'es'}`, reason, hexes,
})
export const moveBackStep = (u: ResultUnit): WlOwed => ({
  kind: 'move back', unitIds: [u.id], label: `${u.name}: move back to the hex it came from`, reason: 'seed 002, F-4k: not a Retreat',
})
export const detachmentStep = (u: ResultUnit): WlOwed => ({
  kind: 'detachment', unitIds: [u.id], label: `${u.name}: Elan Test (Detachment lost)`, reason: 'seed 002, F-4k: failed = one extra Step Loss',
})
export const forcedMarchStep = (u: ResultUnit): WlOwed => ({
  kind: 'forced march', unitIds: [u.id], label: `${u.name}: Forced March Elan Test`, reason: 'seed 002, F-1b: failed = one Step Loss',
})
