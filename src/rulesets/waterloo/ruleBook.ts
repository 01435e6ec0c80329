import { CORPS } from '@/engine/waterloo/corps'
import { CORPS_FORCES } from '@/engine/waterloo/corpsForces'
import { ORDER_OF_BATTLE, withOwnerValues, type OwnerUnitValues } from '@/engine/waterloo/orderOfBattle'
import { D66_RESULTS, OWNER_TABLES, type OwnerTableId } from '@/engine/waterloo/ownerTables'
import type { UnitValues } from '@/engine/waterloo/units'
import type { Json } from '@/model/types'
import type { RuleBookEntry, RuleBookLine, RuleBookSpec } from '@/rulebook/types'
import { checkCounters } from './counters'
import { checkD66, recordIdOf } from './d66Record'
import { COUNTERS_RECORD_ID, FORCES_NOTE, FORCES_RECORD_ID, PLAYER_AID_NOTE } from './ids'
import { checkForces, forceUnitId, type ForceUnit } from './ownerForces'

/**
 * seed 002's rule book (issue 24): what the text names and does not print — the counter values, the owner's order of
 * battle for the Corps whose units it does not name, and the three 11–66 tables of the player aid (D-2, D-3b, D-3c).
 * Record ids are the ones the Player aid tab has always stored under, so owners' tables still read.
 */
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)
const readOr = <T>(read: () => T, fallback: T): T => { try { return read() } catch { return fallback } }

/** A counter still needs values while its type, its cavalry weight or any of its six numbers is not known (A-2a). */
export function needsValues(u: UnitValues): boolean {
  return u.type === null || (u.type === 'cavalry' && u.cavalryWeight === null)
    || (['fresh', 'battleworn'] as const).some((s) => Object.values(u[s]).some((x) => x === null))
}

const side = (s: { strengthPoints?: number | null; artilleryFactor?: number | null; elanRating?: number | null } | undefined) =>
  [s?.strengthPoints, s?.artilleryFactor, s?.elanRating].map((x) => (x === null || x === undefined ? '-' : String(x))).join(' ')

const counters: RuleBookEntry = {
  id: COUNTERS_RECORD_ID, kind: 'counters', recordKind: 'table', title: 'Counter values (type, SP, AF, ER)',
  note: 'seed 002, A-2a: each counter prints its SP, AF and ER; the text prints only Foy\'s, Picton\'s, Pellitier\'s AF and L\'Hertier\'s ER (F-1, F-2, F-4). Copy the rest from your counters.',
  check: checkCounters,
  status(data) {
    const owner = data === undefined ? {} : readOr(() => (checkCounters(data) as unknown as { units: OwnerUnitValues }).units, {})
    const need = withOwnerValues(ORDER_OF_BATTLE, owner).filter(needsValues).length
    return { filled: ORDER_OF_BATTLE.length - need, total: ORDER_OF_BATTLE.length, summary: need ? `${need} of ${ORDER_OF_BATTLE.length} counters need values` : '' }
  },
  lines(data) {
    const units = (isRecord(data) && isRecord(data.units) ? data.units : {}) as OwnerUnitValues
    return ORDER_OF_BATTLE.filter((u) => Object.hasOwn(units, u.id)).map((u): RuleBookLine => {
      const o = units[u.id]!
      const flags = [o.smallUnit ? 'Small Unit' : '', o.heavyArtillery ? 'Heavy' : '', o.oldGuard ? 'OG' : '', o.youngGuard ? 'YG' : '', o.british ? 'British' : ''].filter(Boolean)
      return { key: u.id, label: u.name, text: `${[o.type, o.cavalryWeight].filter(Boolean).join(' ') || '-'} · Fresh ${side(o.fresh)} · Battleworn ${side(o.battleworn)}${flags.length ? ` · ${flags.join(', ')}` : ''}` }
    })
  },
  editor: () => import('./screens/rulebook/CountersEntry.vue'),
}

const corpsName = (id: string) => { const c = CORPS.find((x) => x.id === id)!; return `${c.commander}'s ${c.name}` }

const forces: RuleBookEntry = {
  id: FORCES_RECORD_ID, kind: 'forces', recordKind: 'table', title: 'Order of battle: the units the text does not name',
  note: FORCES_NOTE,
  check: (data) => checkForces(data) as unknown as Json,
  status(data) {
    const units = data === undefined ? [] : readOr(() => checkForces(data).units, [] as ForceUnit[])
    const short = CORPS_FORCES.filter((c) => units.filter((u) => u.corps === c.corps).length < (c.units ?? 1))
    const filled = CORPS_FORCES.length - short.length
    return { filled, total: CORPS_FORCES.length,
      summary: short.length ? `${short.length} of ${CORPS_FORCES.length} Corps have no units yet: ${short.map((c) => CORPS.find((x) => x.id === c.corps)!.commander).join(', ')}` : '' }
  },
  lines: (data) => (isRecord(data) && Array.isArray(data.units) ? (data.units as unknown as ForceUnit[]) : []).map((u) => ({
    key: forceUnitId(u), label: `${u.name} (${corpsName(u.corps)})`,
    text: `${u.type}${u.cavalryWeight ? ` ${u.cavalryWeight}` : ''} · Fresh ${side(u.fresh)} · Battleworn ${side(u.battleworn)}${u.smallUnit ? ' · Small Unit' : ''}${u.heavyArtillery ? ' · Heavy' : ''}`,
  })),
  editor: () => import('./screens/rulebook/ForcesEntry.vue'),
}

/** seed 002, D-2: the Corps Activation Table; D-3b, D-3c: the two Commander Activation Tables. */
const KINDS: Readonly<Record<OwnerTableId, RuleBookEntry['kind']>> = { 'corps-activation': 'table', 'old-nosey': 'commanders', 'alte-vorwarts': 'commanders' }
const SECTIONS: Readonly<Record<OwnerTableId, string>> = { 'corps-activation': 'D-2, G', 'old-nosey': 'D-3b', 'alte-vorwarts': 'D-3c' }

const d66 = (id: OwnerTableId): RuleBookEntry => {
  const t = OWNER_TABLES.find((x) => x.id === id)!
  return {
    id: recordIdOf(id), kind: KINDS[id], recordKind: 'table', title: `${t.title} (11–66)`,
    note: `seed 002, ${SECTIONS[id]}, A-3: rolled 11–66 on the player aid; the text names the table and does not print it: ${PLAYER_AID_NOTE}.`,
    check: (data) => checkD66(id, data),
    status(data) {
      const entries = data === undefined ? {} : readOr(() => checkD66(id, data).entries, {} as Record<string, string>)
      const filled = D66_RESULTS.filter((k) => Object.hasOwn(entries, k)).length
      return { filled, total: 36, summary: filled === 36 ? '' : `${36 - filled} of 36 results need entries` }
    },
    lines: (data) => {
      const entries = (isRecord(data) && isRecord(data.entries) ? data.entries : {}) as Record<string, unknown>
      return D66_RESULTS.filter((k) => typeof entries[k] === 'string').map((k) => ({ key: k, label: `${t.title}, ${k}`, text: entries[k] as string }))
    },
    editor: () => import('./screens/rulebook/D66Entry.vue'),
  }
}

export const ruleBook: RuleBookSpec = {
  entries: [counters, forces, d66('corps-activation'), d66('old-nosey'), d66('alte-vorwarts')],
}
