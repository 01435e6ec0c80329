import { describe, expect, it } from 'vitest'
import { RulesInputError, seededRandom } from '@/engine/core'
import { initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import { errorOf } from '@/test-utils/calculatorChecks'
import { bringInDraft, poolByArm, poolLines } from './reinforcements'
import { scenarioDraft } from './scenarioOps'
import { apply } from './testkit'
import { bgState } from './unitState'

const fresh = () => initialState(testSetup({ ruleset: 'boardgame', figureScale: undefined, rulings: {} }))
const started = (s: 'hypothetical' | 'waterloo' | 'ligny') => apply(fresh(), scenarioDraft(fresh(), s, 'physical', seededRandom(1)))
const left = (st: ReturnType<typeof fresh>, side: 'a' | 'b') => poolLines(st, side).map((l) => `${l.entry.count} ${l.entry.unit}: ${l.left} left`)

describe('reinforcements brought in from the pool the text lists (seed 000, 13.1, 13.4)', () => {
  it('a hypothetical battle: each side’s 4, counted down as they arrive; "infantry" may be line or élite', () => {
    let s = started('hypothetical')
    expect(left(s, 'a')).toEqual(['2 infantry: 2 left', '1 light-cavalry: 1 left', '1 light-artillery: 1 left'])
    const d = bringInDraft(s, 'a', 'elite-infantry', 'Garde 1', 'right', 'r1')
    expect(d.label).toBe('Garde 1 (Élite infantry, 4 elements, right flank) arrives from the reinforcement pool')
    s = apply(s, d)
    expect(bgState(s.units['r1']!)).toMatchObject({ arrived: 'reinforcement', sector: 'right', nation: 'French', elements: 4 })
    s = apply(s, bringInDraft(s, 'a', 'line-infantry', 'Ligne 9', null, 'r2'))
    expect(left(s, 'a')).toEqual(['2 infantry: 0 left', '1 light-cavalry: 1 left', '1 light-artillery: 1 left'])
    expect(left(s, 'b')[0]).toBe('2 infantry: 2 left')
    expect(errorOf<RulesInputError>(() => bringInDraft(s, 'a', 'line-infantry', 'Ligne 10', null, 'r3')).message).toBe('No line infantry left in this side\'s reinforcement pool.')
    expect(errorOf<RulesInputError>(() => bringInDraft(s, 'a', 'heavy-cavalry', 'Cuirassiers', null, 'r3')).message).toBe('No heavy cavalry left in this side\'s reinforcement pool.')
  })
  it('Waterloo: the Prussians of 13.1 for the Allied side only, the general among them', () => {
    let s = started('waterloo')
    expect(left(s, 'a')).toEqual([])
    expect(left(s, 'b')).toEqual(['1 general: 1 left', '8 infantry: 8 left', '1 heavy-cavalry: 1 left', '1 light-cavalry: 1 left', '2 light-artillery: 2 left'])
    s = apply(s, bringInDraft(s, 'b', 'general', 'Blücher', null, 'g'))
    expect(bgState(s.units['g']!)).toMatchObject({ type: 'general', arrived: 'reinforcement', nation: 'Prussian' })
    expect(left(s, 'b')[0]).toBe('1 general: 0 left')
    s = apply(s, bringInDraft(s, 'b', 'heavy-cavalry', 'Uhlans', null, 'c'))
    expect(poolByArm(s, 'b')).toEqual({ infantry: 8, cavalry: 1, artillery: 2, general: 0 })
    expect(poolByArm(s, 'a')).toEqual({ infantry: 0, cavalry: 0, artillery: 0, general: 0 })
  })
  it('no pool before a scenario, nor in Ligny', () => {
    expect(poolLines(fresh(), 'a')).toEqual([])
    expect(poolLines(started('ligny'), 'b')).toEqual([])
  })
})
