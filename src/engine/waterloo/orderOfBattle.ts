import type { RuleRef } from '../core'
import { wl } from './refs'
import type { Army, SideValues, UnitValues } from './units'

/**
 * seed 002, L Game Setup: every unit the text names, with its Corps and setup hex or zone. Values the text prints
 * (in its examples) are filled in; every other value is null, for the owner to enter from the counters.
 */
export interface OrderOfBattleUnit extends UnitValues {
  readonly id: string
  readonly name: string
  readonly army: Army
  /** Corps id of corps.ts; null when the text names the unit without its Corps. */
  readonly corps: string | null
  /** Setup hex (L); null when the Corps sets up in a zone (see its Corps) or the text gives none. */
  readonly setupHex: string | null
  /** Within `within` hexes of `of`, for the French units the text places by name (L French Units). */
  readonly setupZone: { readonly within: number; readonly of: string } | null
  readonly rule: RuleRef
  /** Where the printed values and flags come from. */
  readonly notes?: readonly string[]
}

const UNKNOWN: SideValues = { strengthPoints: null, artilleryFactor: null, elanRating: null }
const SETUP = wl('L Game Setup')

type Extra = Partial<Omit<OrderOfBattleUnit, 'id' | 'name' | 'army' | 'corps' | 'setupHex'>>
const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')
function unit(army: Army, corps: string | null, name: string, setupHex: string | null, extra: Extra = {}): OrderOfBattleUnit {
  return {
    id: `${army === 'French' ? 'fr' : 'aa'}-${slug(name)}`, name, army, corps, setupHex, setupZone: null, rule: SETUP,
    type: null, cavalryWeight: null, heavyArtillery: null, smallUnit: null, oldGuard: false, youngGuard: false, detachment: false,
    british: null, fresh: UNKNOWN, battleworn: UNKNOWN, ...extra,
  }
}
const aa = (corps: string, name: string, hex: string, extra?: Extra) => unit('Anglo-Allied', corps, name, hex, extra)
const fr = (corps: string | null, name: string, extra?: Extra) => unit('French', corps, name, null, extra)
/** seed 002, O-2: the British units the two-player scenario names. */
const BRITISH: Extra = { british: true, notes: ['British: named among "certain British units" (O-2)'] }
const DETACHMENT: Extra = { detachment: true, notes: ['Detachment: garrison of a Walled Building hex (A-2a, L Detachments)'] }

export const ANGLO_ALLIED_UNITS: readonly OrderOfBattleUnit[] = [
  aa('aa-I', 'Chasse', '0104'), aa('aa-I', 'Cooke', '0607', BRITISH), aa('aa-I', 'Kielmansegge', '0706'),
  aa('aa-I', 'Alten', '0806'), aa('aa-I', 'Bylandt', '1106'), aa('aa-I', 'Saxe-Weimar', '1606'),
  aa('aa-II', 'Halkett', '0304'), aa('aa-II', 'Mitchell', '0306', BRITISH), aa('aa-II', 'Clinton', '0407'),
  aa('aa-RC', '1/Brunswick', '0603'), aa('aa-RC', '2/Brunswick', '0603'), aa('aa-RC', 'Kruse', '0705'),
  aa('aa-RC', '1/Reserve', '0707', { type: 'artillery', notes: ['Artillery: "the Anglo-Allied 1/Reserve Artillery unit" (F-2 example)'] }),
  aa('aa-RC', '2/Reserve', '0906'),
  aa('aa-RC', 'Picton', '1206', { ...BRITISH, fresh: { strengthPoints: 5, artilleryFactor: 2, elanRating: 5 },
    notes: ['British (O-2; "the British Picton unit", F-4)', 'Fresh SP 5, AF 2, ER 5: the Foy-versus-Picton example (F-4)'] }),
  aa('aa-RC', 'Lambert', '1306'), aa('aa-RC', 'Vincke', '1406'),
  aa('aa-CC', 'Right Flank', '0606'), aa('aa-CC', 'Somerset', '0805', BRITISH), aa('aa-CC', '1/Netherland', '0903'),
  aa('aa-CC', '2/Netherland', '0903'),
  aa('aa-CC', 'H.A. Reserve', '0904', { type: 'artillery', british: true, notes: ['"the H.A. Reserve Artillery", British (O-2)'] }),
  aa('aa-CC', 'Ponsonby', '1104', BRITISH), aa('aa-CC', 'Vandeleur', '1304'), aa('aa-CC', 'Vivian', '1605'),
  aa('aa-DET', 'Hougoumont', '0409', DETACHMENT), aa('aa-DET', 'La Haye Sainte', '1007', DETACHMENT), aa('aa-DET', 'Papelotte', '1607', DETACHMENT),
]

/** The French units the text names (its Corps zones hold others the text does not name: the owner adds them). */
export const FRENCH_UNITS: readonly OrderOfBattleUnit[] = [
  fr('fr-II', 'Foy', { fresh: { strengthPoints: 5, artilleryFactor: 2, elanRating: 4 }, battleworn: { strengthPoints: null, artilleryFactor: null, elanRating: 3 },
    notes: ['II Corps: activated by the "Reille II Corps" marker (F-2 example)', 'Fresh SP 5, AF 2, ER 4; Battleworn ER 3 (F-2 and F-4 examples)'] }),
  fr('fr-II', 'Pellitier', { type: 'artillery', fresh: { strengthPoints: null, artilleryFactor: 3, elanRating: null },
    notes: ['II Corps Artillery unit with AF 3 (F-2 example)'] }),
  fr('fr-II', 'Jerome', { type: 'infantry', notes: ['"the Jerome Infantry unit (from II Corps)" (F-1 example)'] }),
  fr(null, 'Bachelu', { notes: ['French; its Corps is not printed (F-4 example)'] }),
  fr(null, 'Donzelot', { notes: ['French; its Corps is not printed (F-4 example)'] }),
  fr('fr-IIIC', 'L\'Hertier', { type: 'cavalry', cavalryWeight: 'HC', fresh: { strengthPoints: null, artilleryFactor: null, elanRating: 5 },
    notes: ['Heavy Cavalry of Kellerman\'s III Cav Corps, ER 5 (F-1 example)'] }),
  fr('fr-IIIC', 'D\'Hurbal', { type: 'cavalry', cavalryWeight: 'HC', notes: ['Heavy Cavalry of Kellerman\'s III Cav Corps (F-1 example)'] }),
  fr('fr-IG', 'Guyot', { setupZone: { within: 2, of: '0512' } }),
  fr('fr-IG', 'Lefeb.-Desnou', { setupZone: { within: 2, of: '1511' } }),
  fr('fr-IG', 'Chartrand', { notes: ['Named on the counter picture beside Small Units (A-2a)'] }),
]

export const ORDER_OF_BATTLE: readonly OrderOfBattleUnit[] = [...ANGLO_ALLIED_UNITS, ...FRENCH_UNITS]

/** seed 002, L French Units: "All other units within 1 hex of 1013" for the Imperial Guard; the others by their Corps. */
export const IMPERIAL_GUARD_OTHERS_ZONE = { within: 1, of: '1013' } as const

/** The values a unit still needs from the owner, by field name, e.g. ['fresh.strengthPoints', 'type']. */
export function missingValues(u: UnitValues): string[] {
  const out: string[] = []
  if (u.type === null) out.push('type')
  if (u.type === 'cavalry' && u.cavalryWeight === null) out.push('cavalryWeight')
  for (const side of ['fresh', 'battleworn'] as const)
    for (const k of ['strengthPoints', 'artilleryFactor', 'elanRating'] as const) if (u[side][k] === null) out.push(`${side}.${k}`)
  if (u.smallUnit === null) out.push('smallUnit')
  if (u.heavyArtillery === null) out.push('heavyArtillery')
  return out
}

/** The owner's record of counter values, by unit id (kept as a house rule). Printed values are never overwritten. */
export type OwnerUnitValues = Readonly<Record<string, Partial<UnitValues>>>

export function withOwnerValues(units: readonly OrderOfBattleUnit[], record: OwnerUnitValues): OrderOfBattleUnit[] {
  const keep = <T>(printed: T | null, owner: T | null | undefined): T | null => printed ?? owner ?? null
  return units.map((u) => {
    const o = record[u.id]
    if (!o) return u
    const side = (k: 'fresh' | 'battleworn'): SideValues => ({
      strengthPoints: keep(u[k].strengthPoints, o[k]?.strengthPoints), artilleryFactor: keep(u[k].artilleryFactor, o[k]?.artilleryFactor),
      elanRating: keep(u[k].elanRating, o[k]?.elanRating),
    })
    return { ...u, type: keep(u.type, o.type), cavalryWeight: keep(u.cavalryWeight, o.cavalryWeight), heavyArtillery: keep(u.heavyArtillery, o.heavyArtillery),
      smallUnit: keep(u.smallUnit, o.smallUnit), british: keep(u.british, o.british), oldGuard: u.oldGuard || o.oldGuard === true,
      youngGuard: u.youngGuard || o.youngGuard === true, fresh: side('fresh'), battleworn: side('battleworn') }
  })
}
