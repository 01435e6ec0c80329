import { describe, expect, it } from 'vitest'
import { RulesInputError } from '../core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { activate, decline, startActivationTurn } from './interactiveGame'
import { modifiedMorale } from './morale'
import { effectRuleOf, type MoraleEffect } from './moraleEffect'
import { cavalryMeleeModifier } from './optional/cavalry'
import { deployLeader, startDeployment } from './strategicDeployment'

const msg = (f: () => unknown) => errorOf<RulesInputError>(f).message

describe('wording of effects, reasons and refusals', () => {
  it('each effect cites its section', () => {
    const effects: Record<MoraleEffect, string> = {
      holds: '7.9 Morale Check', 'disorganized, retreats 2 hexes': '10.2 Morale Check', eliminated: '10.2 Morale Check', routed: '16.5 Rout', rallied: '11.3 Success',
      'retreats 2 more hexes': '11.4 Failure', 'routs on with its whole movement allowance': '16.5 Rout', countercharges: '9.7 Countercharge', 'no countercharge': '9.7 Countercharge',
      'withdraws 1 or 2 hexes': '6.8 Cavalry Withdrawal', 'forms square': '9.6 Square', 'disorganized, retreats after the charge combat': '9.6 Square',
      'recovers one step': '16.7 Troops reintegration', 'no step recovered': '16.7 Troops reintegration',
    }
    for (const [e, section] of Object.entries(effects)) expect(effectRuleOf(e as MoraleEffect)).toEqual({ seed: '001', section })
  })
  it('ruling 34 option and a rally next to the enemy say so', () => {
    const w = modifiedMorale({ morale: 8, purpose: 'withdrawal', steps: { original: 9, current: 5 }, rulings: { noModifiers: 'situation only' } }).working
    expect(w.map((l) => [l.label, l.rule.section])).toEqual([
      ['Morale', '10.2 Morale Check'], ['Withdrawal: no modifiers for the situation (ruling 34 option)', '6.8 Cavalry Withdrawal'],
      ['Losses: original 9, current 5: "-1"', '10.4 Modifiers: Losses'], ['Modified morale', '10.4 Modifiers']])
    expect(modifiedMorale({ morale: 8, purpose: 'withdrawal' }).working[1]).toEqual({ label: 'Withdrawal: check morale with no modifiers (ruling 34)', value: 0, rule: { seed: '001', section: '6.8 Cavalry Withdrawal' }, kind: 'modifier' })
    const r = modifiedMorale({ morale: 8, purpose: 'rally', adjacentToEnemy: true, fatiguePoints: 5, routed: true, armyMorale: 'demoralized', initiativeLastTurn: 'success', timePenalty: -1 }).working
    expect(r.map((l) => l.rule.section)).toEqual(['10.2 Morale Check', '10.4 Modifiers', '10.4 Modifiers', '12.1 Demoralization Threshold and Effects', '16.5 Rout', '16.9 Fatigue', '17.7 Initiative', '19.2 Penalty', '10.4 Modifiers'])
  })
  it('cavalry reasons', () => {
    const s = { cavalry: 'light' as const, charging: true, enemyDisorganized: true, againstLightCavalry: false, counterchargedByLightCavalry: false, againstHeavyCavalry: false }
    expect(cavalryMeleeModifier(s).why).toBe('light cavalry against disorganized units')
    expect(cavalryMeleeModifier({ ...s, cavalry: 'line', counterchargedByLightCavalry: true }).why).toBe('line cavalry countercharged by light cavalry')
    expect(cavalryMeleeModifier({ ...s, cavalry: 'heavy', againstHeavyCavalry: true }).why).toBe('no class modifier')
  })
  it('activation and deployment refusals', () => {
    const s = startActivationTurn(1, { a: [{ id: 'I' }, { id: 'II' }], b: [{ id: 'x' }] }, 'a')
    expect(msg(() => activate(s, { side: 'a', corps: ['I', 'II'] }))).toBe('A joint activation needs a cavalry corps and another corps (20.5).')
    expect(msg(() => activate(s, { side: 'a', corps: ['z'] }))).toBe('Corps "z" is not waiting to be activated by side a.')
    expect(msg(() => activate(s, { side: 'a', corps: ['I'], crossAttached: 3 }))).toBe('Up to 2 units of other corps can be cross-attached, got 3.')
    expect(msg(() => activate(s, { side: 'a', corps: [] }))).toBe('Activate one corps, or a cavalry corps with another corps (20.5).')
    expect(msg(() => decline(s, 'a'))).toBe('A player can decline only when he has fewer unactivated corps than his opponent.')
    expect(msg(() => startActivationTurn(1, { a: [], b: [] }, 'c' as 'a'))).toBe('Side is a or b, not "c".')
    const d = startDeployment({ I: { side: 'a' } }, 'a')
    expect(msg(() => deployLeader(d, { side: 'a', leaderId: 'x', to: [0, 0] }))).toBe('Side a has no leader "x".')
    expect(msg(() => deployLeader(d, { side: 'a', leaderId: 'I', to: [0, 9] }))).toBe('Squares run from row 0–3, column 0–3.')
  })
})
