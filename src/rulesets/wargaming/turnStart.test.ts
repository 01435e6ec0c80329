import { describe, expect, it } from 'vitest'
import { weather } from '@/engine/wargaming/weather'
import { applyOps } from '@/model/fold'
import { quatreBras } from './combatTestkit'
import { attackerDraft, weatherDraft, weatherRollDue, windDraft, yearDraft } from './turnStart'
import { turnState } from './turnState'

const dice = (face: number) => ({ source: 'physical' as const, dice: [{ role: 'weather die', die: 'average', face }] })

describe('battle start', () => {
  it('weather rolled in spring on a 3 is rain (seed 004, Weather: 2 or 3 raining) and due again two turns later', () => {
    const s = quatreBras()
    const r = weather.resolve({ season: 'spring' }, [3])
    const d = weatherDraft(s, r.outcome, { result: r, dice: dice(3), season: 'spring' })
    expect(d.label).toBe('Weather: rain (average die 3, spring: 3); roll again after turn 2')
    const rained = applyOps(s, d.ops)
    expect(turnState(rained).weather).toBe('rain')
    expect(weatherRollDue(rained)).toBe(false)
    expect(weatherRollDue(applyOps(rained, [{ op: 'battle.patch', patch: { turn: 2 } }]))).toBe(false)
    expect(weatherRollDue(applyOps(rained, [{ op: 'battle.patch', patch: { turn: 3 } }]))).toBe(true)
  })

  it('an other ±N is in the log line: winter, average die 4 − 1 − other 1 = 2 → rain', () => {
    const r = weather.resolve({ season: 'winter', otherModifier: { value: -1, reason: 'heavy sky' } }, [4])
    const d = weatherDraft(quatreBras(), r.outcome, { result: r, dice: dice(4), season: 'winter' })
    expect(d.label).toBe('Weather: rain (average die 4, winter: 2; other: heavy sky −1); roll again after turn 2')
  })

  it('fine weather is never rolled again', () => {
    const s = applyOps(quatreBras(), [...weatherDraft(quatreBras(), 'fine').ops, { op: 'battle.patch', patch: { turn: 9 } }])
    expect(weatherRollDue(s)).toBe(false)
  })

  it('no wind leaves no speed; the attacker may simply take the initiative; the year goes into the setup options', () => {
    expect(windDraft('none', 'strong').ops).toEqual([{ op: 'battle.patch', patch: { windDirection: 'none', windSpeed: null } }])
    expect(windDraft('NE', 'medium').label).toBe('Wind from the NE, medium')
    const s = quatreBras()
    expect(turnState(applyOps(s, attackerDraft(s, 'b').ops)).initiative).toBe('b')
    expect(applyOps(s, yearDraft(s, 1806).ops).setup.options.year).toBe(1806)
  })
})
