import { ADVANCED_RULES, checkAdvancedRules, STANDARD_RULES_ONLY, type AdvancedRuleId, type SeriesAdvancedRules } from '@/engine/series/advancedRules'
import { COMMAND_LEVELS } from '@/engine/series/commandControl/levels'
import type { ArmyMoraleThresholds } from '@/engine/series/armyMorale'
import { check } from '@/engine/core'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleSetup, Json, JsonRecord, SideId } from '@/model/types'

/**
 * The battle's options (setup.options): the advanced rules in force ("the players agree before the game on
 * which advanced rules they will use: none, one, some or all"), the army morale thresholds of the battle's
 * special rules (12: "These thresholds are given in the special rules for the battle") and which army plays
 * the first player turn (2.0). Absent fields read as the standard game.
 */
export interface SeriesOptions {
  readonly advanced: SeriesAdvancedRules
  /** Per side; null until the owner enters the battle's special rules. */
  readonly thresholds: Readonly<Record<SideId, ArmyMoraleThresholds | null>>
  readonly firstSide: SideId
}

const isRecord = (x: Json | undefined): x is JsonRecord => typeof x === 'object' && x !== null && !Array.isArray(x)

function thresholdsOf(x: Json | undefined): ArmyMoraleThresholds | null {
  if (!isRecord(x) || typeof x.demoralization !== 'number') return null
  return typeof x.desperate === 'number' ? { demoralization: x.demoralization, desperate: x.desperate } : { demoralization: x.demoralization }
}

export function seriesOptions(setup: Pick<BattleSetup, 'options'>): SeriesOptions {
  const o = setup.options
  const a = isRecord(o.advanced) ? o.advanced : {}
  const flag = (k: Exclude<AdvancedRuleId, 'artilleryLosses' | 'commandLevel'>): boolean => (typeof a[k] === 'boolean' ? a[k] : STANDARD_RULES_ONLY[k])
  const losses = a.artilleryLosses === 'A' || a.artilleryLosses === 'B' ? a.artilleryLosses : 'off'
  const level = COMMAND_LEVELS.find((l) => l.level === a.commandLevel)?.level ?? 0
  const advanced: SeriesAdvancedRules = {
    voltigeurs: flag('voltigeurs'), artilleryLosses: losses, artilleryRetreat: flag('artilleryRetreat'), cavalry: flag('cavalry'), rout: flag('rout'),
    moraleInTown: flag('moraleInTown'), troopsReintegration: flag('troopsReintegration'), modulatedDemoralization: flag('modulatedDemoralization'),
    fatigue: flag('fatigue'), commandLevel: level, strategicDeployment: flag('strategicDeployment'), timeLimits: flag('timeLimits'), interactiveGame: flag('interactiveGame'),
  }
  const t = isRecord(o.thresholds) ? o.thresholds : {}
  return { advanced, thresholds: { a: thresholdsOf(t.a), b: thresholdsOf(t.b) }, firstSide: o.firstSide === 'b' ? 'b' : 'a' }
}

const toJson = (o: SeriesOptions): JsonRecord => JSON.parse(JSON.stringify(o)) as JsonRecord

function say(id: AdvancedRuleId, v: unknown): string {
  const r = ADVANCED_RULES.find((x) => x.id === id)!
  if (id === 'commandLevel') return `command and control level ${String(v)}${v === 0 ? ' (not used)' : ''}`
  if (id === 'artilleryLosses') return `${r.title.toLowerCase()}: ${String(v)}`
  return `${r.title.toLowerCase()} ${v ? 'on' : 'off'}`
}

/** One advanced rule changed (16–20): one undoable action that keeps every other option. */
export function advancedRuleDraft(setup: BattleSetup, id: AdvancedRuleId, value: boolean | string | number): ActionDraft | null {
  const now = seriesOptions(setup)
  check(ADVANCED_RULES.some((r) => r.id === id), 'unknown-value', 'advanced', `No advanced rule "${String(id).slice(0, 40)}".`)
  check(typeof value === typeof STANDARD_RULES_ONLY[id], 'unknown-value', id, `${ADVANCED_RULES.find((r) => r.id === id)!.title}: ${typeof STANDARD_RULES_ONLY[id] === 'boolean' ? 'on or off' : 'one of its choices'}.`)
  if (now.advanced[id] === value) return null
  const advanced = checkAdvancedRules({ ...now.advanced, [id]: value } as SeriesAdvancedRules)
  return { kind: 'options.advanced', by: 'umpire', label: `Advanced rules: ${say(id, value)}`, ops: [{ op: 'setup.patch', patch: { options: { ...setup.options, ...toJson({ ...now, advanced }) } } }] }
}

/** The battle's army morale levels for one side (12.1, 12.2), as its special rules give them. */
export function thresholdsDraft(setup: BattleSetup, side: SideId, t: ArmyMoraleThresholds | null): ActionDraft {
  if (t) {
    check(Number.isInteger(t.demoralization) && t.demoralization >= 1, 'out-of-range', 'demoralization', 'Demoralization level: a whole number, 1 or more, from the battle\'s special rules.')
    check(t.desperate === undefined || (Number.isInteger(t.desperate) && t.desperate > t.demoralization), 'out-of-range', 'desperate', `Desperate level: a whole number above the demoralization level (${t.demoralization}), or blank.`)
  }
  const now = seriesOptions(setup)
  const name = setup.sides[side === 'a' ? 0 : 1].name
  const said = t ? `demoralized at ${t.demoralization}${t.desperate === undefined ? '' : `, desperate at ${t.desperate}`}` : 'not set'
  return { kind: 'options.thresholds', by: 'umpire', label: `${name} army morale: ${said}`,
    ops: [{ op: 'setup.patch', patch: { options: { ...setup.options, ...toJson({ ...now, thresholds: { ...now.thresholds, [side]: t } }) } } }] }
}

/** Which army plays the first player turn of each game turn (2.0). */
export function firstSideDraft(setup: BattleSetup, side: SideId): ActionDraft | null {
  const now = seriesOptions(setup)
  if (now.firstSide === side) return null
  return { kind: 'options.first', by: 'umpire', label: `${setup.sides[side === 'a' ? 0 : 1].name} plays the first player turn`,
    ops: [{ op: 'setup.patch', patch: { options: { ...setup.options, ...toJson({ ...now, firstSide: side }) } } }] }
}
