import { check, type WorkingLine } from '../core'
import { wl } from './refs'

const VP = wl('K-1 Victory Points')

/** seed 002, K-1: every VP hex with its VP ("La Haye Sainte (1007): 4 SP" read as 4 VP, ruling 48). */
export interface VpHex {
  readonly hex: string
  readonly name: string
  readonly vp: number
  readonly group: 'Walled Buildings' | 'Building' | 'Allied LOC' | 'French LOC'
}
export const VP_HEXES: readonly VpHex[] = [
  { hex: '0409', name: 'Hougoumont', vp: 6, group: 'Walled Buildings' },
  { hex: '1007', name: 'La Haye Sainte', vp: 4, group: 'Walled Buildings' },
  { hex: '1607', name: 'Papelotte', vp: 2, group: 'Walled Buildings' },
  ...['1412', '1413', '1512'].map((hex): VpHex => ({ hex, name: 'Plancenoit', vp: 1, group: 'Building' })),
  { hex: '0204', name: 'Merbe-Braine', vp: 5, group: 'Allied LOC' },
  { hex: '0903', name: 'Mont St. Jean Farm', vp: 3, group: 'Allied LOC' },
  { hex: '0802', name: 'Mont St. Jean', vp: 5, group: 'Allied LOC' },
  { hex: '0104', name: 'Road to Hal', vp: 3, group: 'Allied LOC' },
  ...['0301', '0401', '0701', '0901', '1401'].map((hex): VpHex => ({ hex, name: 'Road to Brussels', vp: 3, group: 'Allied LOC' })),
  { hex: '1110', name: 'La Belle Alliance', vp: -4, group: 'French LOC' },
  { hex: '1015', name: 'Rossomme', vp: -6, group: 'French LOC' },
]

/** seed 002, O-2: two-player VP for these British units Battleworn at the end. */
export const TWO_PLAYER_BATTLEWORN_VP: Readonly<Record<string, number>> = {
  Cooke: 3, Picton: 2, Mitchell: 1, Ponsonby: 1, Somerset: 1, 'H.A. Reserve': 1,
}

export interface VictoryInput {
  /** Hexes French controlled (occupied or last occupied) at the end, among the Allied VP hexes. */
  readonly frenchControlled: readonly string[]
  /** French LOC hexes that are enemy controlled. */
  readonly enemyControlled: readonly string[]
  readonly largeBritishInfantryEliminated: number
  readonly oldGuardBattleworn: number
  readonly youngGuardBattleworn: number
  readonly guardArtilleryOrCavalryBattleworn: number
  /** Two-player only: names of the British units of O-2 that are Battleworn. */
  readonly britishBattleworn?: readonly string[]
  readonly twoPlayer?: boolean
}

/** seed 002, K-2 Level of Victory (below 0 VP is a Catastrophe, ruling 48). */
export const VICTORY_LEVELS: readonly { readonly from: number; readonly level: string }[] = [
  { from: 28, level: 'War-Winning Victory' }, { from: 24, level: 'Decisive Victory' }, { from: 20, level: 'Major Victory' },
  { from: 16, level: 'Minor Victory' }, { from: 12, level: 'Standstill' }, { from: 8, level: 'Minor Defeat' },
  { from: 4, level: 'Major Defeat' }, { from: -Infinity, level: 'Catastrophe' },
]

export function victoryLevel(vp: number): string {
  return VICTORY_LEVELS.find((l) => vp >= l.from)!.level
}

const count = (n: number, field: string) => {
  check(Number.isInteger(n) && n >= 0, 'out-of-range', field, `${field}: a whole number 0 or more.`)
  return n
}

/** seed 002, K and O-2: the VP total with a line for each scoring item, and the level; shown live during play. */
export function victoryPoints(input: VictoryInput): { vp: number; level: string; working: WorkingLine[] } {
  const working: WorkingLine[] = []
  for (const hex of input.frenchControlled) check(VP_HEXES.some((h) => h.hex === hex && h.group !== 'French LOC'), 'unknown-value', 'frenchControlled',
    `frenchControlled: ${hex.slice(0, 10)} is not a VP hex scored for French control.`)
  for (const hex of input.enemyControlled) check(VP_HEXES.some((h) => h.hex === hex && h.group === 'French LOC'), 'unknown-value', 'enemyControlled',
    `enemyControlled: ${hex.slice(0, 10)} is not a French LOC hex (1110, 1015).`)
  for (const h of VP_HEXES) {
    const scored = h.group === 'French LOC' ? input.enemyControlled.includes(h.hex) : input.frenchControlled.includes(h.hex)
    if (scored) working.push({ label: `${h.name} (${h.hex})${h.group === 'French LOC' ? ' enemy controlled' : ''}`, value: h.vp, rule: VP })
  }
  const per = (n: number, field: string, vp: number, label: string) => {
    if (count(n, field) > 0) working.push({ label: `${n} × ${label}`, value: n * vp, rule: VP })
  }
  per(input.largeBritishInfantryEliminated, 'largeBritishInfantryEliminated', 2, 'Large British Infantry eliminated (2 VP)')
  per(input.oldGuardBattleworn, 'oldGuardBattleworn', -3, 'Old Guard Battleworn (−3 VP)')
  per(input.youngGuardBattleworn, 'youngGuardBattleworn', -2, 'Young Guard Battleworn (−2 VP)')
  per(input.guardArtilleryOrCavalryBattleworn, 'guardArtilleryOrCavalryBattleworn', -1, 'Imperial Guard Artillery or Cavalry Battleworn (−1 VP)')
  if (input.twoPlayer === true) for (const name of input.britishBattleworn ?? []) {
    const vp = TWO_PLAYER_BATTLEWORN_VP[name]
    check(vp !== undefined, 'unknown-value', 'britishBattleworn', `"${name.slice(0, 40)}" earns no two-player VP (only ${Object.keys(TWO_PLAYER_BATTLEWORN_VP).join(', ')}).`)
    working.push({ label: `${name} Battleworn (two-player)`, value: vp, rule: wl('O-2 Two-Player Scenario') })
  }
  const vp = working.reduce((s, l) => s + Number(l.value), 0)
  return { vp, level: victoryLevel(vp), working: [...working, { label: 'Level of Victory', value: victoryLevel(vp), rule: wl('K-2 Level of Victory') }] }
}
