import type { FireInput } from '@/engine/wargaming/fireWorking'
import { FIRER_MODIFIERS, TARGET_MODIFIERS, type FirerModifier, type TargetModifier } from '@/engine/wargaming/tables/fireModifiers'
import { weaponRow } from '@/engine/wargaming/tables/rangeModifiers'
import type { BattleSetup, BattleState, Unit } from '@/model/types'
import { turnState, unitState } from './turnState'

/** A switch on the fire screen: a printed modifier (rule words) or a halving, pre-set from the units' state. */
export interface FireSwitch {
  readonly key: string
  readonly label: string
  readonly value: string
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n))
// seed 004, Firing: Modifiers, Target and Firing Unit; Effect of Weather; Charges & Mêlées (halving).
export const FIRE_SWITCHES: readonly FireSwitch[] = [
  ...Object.entries(TARGET_MODIFIERS).map(([k, m]) => ({ key: `target.${k}`, label: `target ${m.label}`, value: signed(m.value) })),
  ...Object.entries(FIRER_MODIFIERS).map(([k, m]) => ({ key: `firer.${k}`, label: `firing unit ${m.label}`, value: signed(m.value) })),
  { key: 'secondTurnOfRainOrSnow', label: 'second or subsequent turn of rain or snow', value: '-2' },
  { key: 'rain', label: 'rain: modified fire factor halved', value: '×½' },
  { key: 'chargeDefensiveFire', label: 'charge defensive fire: half the modified fire factor', value: '×½' },
]

export type FireSwitches = Record<string, boolean>

/** The switches the units' state and the weather already decide (the player can still change them). */
export function presetSwitches(state: BattleState, firer: Unit | null, target: Unit | null): FireSwitches {
  const s: FireSwitches = {}
  const ts = turnState(state)
  if (firer) {
    const f = unitState(firer)
    s['firer.unformed'] = f.order === 'unformed'
    s['firer.disordered'] = f.order === 'disordered'
    s['firer.firstTime'] = !f.hasFired
    s['firer.inColumn'] = f.formation === 'column' || f.formation === 'road column'
    s['firer.inSquare'] = f.formation === 'square'
  }
  if (target) {
    const t = unitState(target)
    s['target.skirmishOrder'] = t.formation === 'skirmish'
    s['target.unlimberedArtillery'] = t.arm === 'artillery' && t.formation === 'unlimbered'
    s['target.armoured'] = /cuirassier/i.test(t.troopType ?? '') && (!firer || weaponRow(unitState(firer).weapon).smallArms)
  }
  s.rain = ts.weather === 'rain'
  const since = typeof state.battle.weatherSinceTurn === 'number' ? state.battle.weatherSinceTurn : ts.turn
  s.secondTurnOfRainOrSnow = (ts.weather === 'rain' || ts.weather === 'snow') && ts.turn > since
  return s
}

export interface FireFactors {
  readonly fireFactor: number | null
  readonly weapon: string
  readonly damagedBases: number
  readonly lostBases: number
  readonly targetKind: 'infantry' | 'cavalry' | 'artillery'
}

export function factorsOf(firer: Unit, target: Unit): FireFactors {
  const f = unitState(firer)
  return { fireFactor: f.fireFactor, weapon: f.weapon, damagedBases: f.damagedBases, lostBases: f.lostBases, targetKind: unitState(target).arm }
}

/** The fire calculator's input from the factors, the measured yards, the target bases within penetration and the switches. */
export function fireInputFrom(f: FireFactors, distanceYards: number, basesWithinPenetration: number, sw: FireSwitches, rulings: BattleSetup['rulings'] = {}): FireInput {
  const pick = <K extends string>(prefix: string, keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, !!sw[`${prefix}.${k}`]])) as Record<K, boolean>
  return {
    fireFactor: f.fireFactor,
    weapon: f.weapon,
    distanceYards,
    targetRanksWithinPenetration: { kind: f.targetKind, basesWithinPenetration },
    target: pick('target', Object.keys(TARGET_MODIFIERS) as TargetModifier[]),
    firer: pick('firer', Object.keys(FIRER_MODIFIERS) as FirerModifier[]),
    damagedBases: f.damagedBases,
    lostBases: f.lostBases,
    secondTurnOfRainOrSnow: !!sw.secondTurnOfRainOrSnow,
    rain: !!sw.rain,
    chargeDefensiveFire: !!sw.chargeDefensiveFire,
    ...(rulings.rainRounding === 'down' || rulings.rainRounding === 'up' ? { rainRounding: rulings.rainRounding } : {}),
    ...(rulings.rankRounding === 'nearest' ? { rankRounding: 'nearest' as const } : {}),
  }
}

export { distanceReadout } from './fireDistance'
