import type { OwedSpec, OwedTest } from '@/rulesets/owed'
import type { Unit } from '@/model/types'

/**
 * What a `waterloo` result leaves owed (seed 002, A-2a Panic Test, F-4k retreats, detachments). No engine
 * import: the manifest's owed hook reads this.
 */
export const panicOwed = (u: Unit): OwedSpec => ({
  kind: 'panic', unitIds: [u.id], label: `${u.name}: Panic Test`, reason: 'seed 002, A-2a: its 3rd Step Loss flipped it to Battleworn', prefill: {},
})
export const retreatOwed = (u: Unit, hexes: number, why: string): OwedSpec => ({
  kind: 'retreat', unitIds: [u.id], label: `${u.name}: Retreat ${hexes} hex${hexes === 1 ? '' : 'es'}`, reason: why, prefill: { hexes },
})
export const moveBackOwed = (u: Unit): OwedSpec => ({
  kind: 'move back', unitIds: [u.id], label: `${u.name}: move back to the hex it came from`, reason: 'seed 002, F-4k: not a Retreat', prefill: {},
})
export const detachmentOwed = (u: Unit): OwedSpec => ({
  kind: 'detachment', unitIds: [u.id], label: `${u.name}: Elan Test (Detachment lost)`, reason: 'seed 002, F-4k: failed = one extra Step Loss', prefill: {},
})

/** The Elan Test each owed kind opens (A-2a Panic, F-4k Detachment loser, F-1b Forced March). */
export const ELAN_OF: Readonly<Record<string, string>> = { panic: 'panic-test', detachment: 'detachment-loser', 'forced march': 'forced-march' }

/** Panic and detachment tests open the Combat tab's Elan tests, a Retreat its losses (J), pre-filled; moving back is "Done". */
export function openOwed(t: OwedTest): { tab: string; query: Record<string, string> } | null {
  if (t.kind === 'retreat') return { tab: 'combat', query: { mode: 'retreat', unit: t.unitIds[0] ?? '', owed: t.id } }
  const test = ELAN_OF[t.kind]
  return test ? { tab: 'combat', query: { mode: 'elan', test, unit: t.unitIds[0] ?? '', owed: t.id } } : null
}
