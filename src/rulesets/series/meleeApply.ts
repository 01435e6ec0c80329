import { allocateLosses } from '@/engine/series/losses'
import type { MeleeResult } from '@/engine/series/melee'
import type { MeleeSideResult } from '@/engine/series/meleeTable'
import type { Formation } from '@/engine/series/units'
import type { ActionDraft } from '@/model/actionDraft'
import type { BattleState, DiceRecord, JsonRecord, Op, Unit } from '@/model/types'
import { withOwes } from '@/rulesets/owed'
import { lossOps, lossWords, moraleOwed, retreatWords } from './lossOps'
import { routMarker } from '@/engine/series/optional/routEffects'
import { currentTurn } from './turnState'
import { isRouted, routRecordOp, usesRout } from './unitRout'
import { asJson, combatState, seriesUnitOf } from './unitState'

/**
 * One side's melee result on its units: steps lost (top unit first, 5.4), then D (disorganized, marker this turn,
 * retreat 2 hexes; a disorganized unit getting D is eliminated, 8.8 note) or E (every unit eliminated).
 */
function sideOps(state: BattleState, units: readonly Unit[], r: MeleeSideResult, turn: number): { ops: Op[]; words: string[] } {
  if (r.eliminated) return { ops: units.map((u) => ({ op: 'unit.patch', id: u.id, state: asJson({ steps: 0, status: 'eliminated' }) })), words: units.map((u) => `${u.name} eliminated`) }
  const alloc = allocateLosses(units.map((u, i) => ({ ...seriesUnitOf(u), stackPosition: i })), r.steps)
  const ops = lossOps(state, alloc.losses)
  const words = lossWords(state, alloc.losses)
  if (r.disorganized) {
    const gone = new Set(alloc.losses.filter((l) => l.eliminated).map((l) => l.unit))
    const routs: string[] = []
    for (const u of units.filter((x) => !gone.has(x.id))) {
      const again = combatState(u).formation === 'disorganized'
      // 16.5: with the rout rule, an already disorganized unit routs (two markers of turn + 2); a routed one is eliminated.
      if (again && usesRout(state) && !isRouted(state, u)) {
        routs.push(u.id)
        ops.push({ op: 'unit.patch', id: u.id, state: asJson({ formation: 'disorganized', disorganizedAtTurn: routMarker(turn) }) })
        words.push(`${u.name} routs (16.5): two ${routMarker(turn)} markers`)
        continue
      }
      ops.push({ op: 'unit.patch', id: u.id, state: asJson(again ? { steps: 0, status: 'eliminated' } : { formation: 'disorganized', disorganizedAtTurn: turn }) })
      words.push(again ? `${u.name} eliminated` : `${u.name} disorganized (marker ${turn}), ${retreatWords(state, u)}`)
    }
    if (routs.length) ops.push(routRecordOp(state, routs, routMarker(turn)))
  }
  return { ops, words }
}

/** Units of a side still in good order after its result and losses (not eliminated, not disorganized). */
function standing(units: readonly Unit[], r: MeleeSideResult, ops: readonly Op[]): Unit[] {
  if (r.eliminated || r.disorganized) return []
  const gone = new Set(ops.flatMap((o) => (o.op === 'unit.patch' && o.state?.status === 'eliminated' ? [o.id] : [])))
  return units.filter((u) => !gone.has(u.id) && combatState(u).formation !== 'disorganized')
}

/**
 * 9.7 after a countercharge: "The countercharging cavalry does not move … and reverts to the formation before the
 * countercharge"; "The charging cavalry reverts to column or general order (depending on the terrain)" — column
 * here, general order changed by hand where the terrain calls for it.
 */
function afterCountercharge(attackers: readonly Unit[], defenders: readonly Unit[], r: MeleeResult, a: { ops: Op[] }, d: { ops: Op[] }, before: Readonly<Record<string, Formation>>): { ops: Op[]; words: string[] } {
  const ops: Op[] = []
  const words: string[] = []
  for (const u of standing(attackers, r.outcome.attacker, a.ops)) {
    const f = before[u.id]
    if (f && f !== combatState(u).formation) { ops.push({ op: 'unit.patch', id: u.id, state: asJson({ formation: f }) }); words.push(`${u.name} back in ${f} (9.7)`) }
  }
  for (const u of standing(defenders, r.outcome.defender, d.ops).filter((x) => combatState(x).type === 'cavalry')) {
    ops.push({ op: 'unit.patch', id: u.id, state: asJson({ formation: 'column' }) })
    words.push(`${u.name} back in column, its actions over this turn (9.7)`)
  }
  return { ops, words }
}

export function meleeDraft(state: BattleState, attackers: readonly Unit[], defenders: readonly Unit[], r: MeleeResult, dice: DiceRecord | undefined, input: JsonRecord,
  countercharge?: { readonly before: Readonly<Record<string, Formation>> }): ActionDraft {
  const turn = currentTurn(state).number
  const a = sideOps(state, attackers, r.outcome.attacker, turn)
  const d = sideOps(state, defenders, r.outcome.defender, turn)
  const cc = countercharge ? afterCountercharge(attackers, defenders, r, a, d, countercharge.before) : { ops: [], words: [] }
  const gun = defenders[0]!
  const gunHit = d.ops.some((o) => o.op === 'unit.patch' && o.id === gun.id && o.state !== undefined && 'steps' in o.state)
  if (r.squareGunsLoseAStep && !gunHit && !r.outcome.defender.eliminated) {
    d.ops.push(...lossOps(state, [{ unit: gun.id, name: gun.name, steps: 1, eliminated: combatState(gun).steps <= 1 }]))
    d.words.push(`${gun.name} loses 1 step: guns on a square the cavalry melees lose at least one (9.6)`)
  }
  const owes = r.moraleChecksOwed.flatMap((o) => (state.units[o.unit] ? [moraleOwed(state.units[o.unit]!, o)] : []))
  const result = `${r.outcome.attacker.printed}/${r.outcome.defender.printed}`
  const words = [...a.words, ...d.words, ...cc.words]
  return withOwes({
    kind: 'melee.applied', by: attackers[0]?.side,
    label: `${attackers.map((u) => u.name).join(' and ')} attack ${defenders[0]!.name} at ${r.odds}: ${result}${words.length ? ` — ${words.join(', ')}` : ''}${r.chargeExploitation ? '; the cavalry may exploit (9.4)' : r.mayAdvance ? '; may advance' : ''}`,
    ops: [...a.ops, ...d.ops, ...cc.ops], dice, detail: { input, attackerIds: attackers.map((u) => u.id), defenderIds: defenders.map((u) => u.id), odds: r.odds, result },
  }, owes)
}
