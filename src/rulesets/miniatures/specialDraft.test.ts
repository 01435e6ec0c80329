import { describe, expect, it } from 'vitest'
import { specialAction } from '@/engine/miniatures'
import { specialActionDraft } from './specialDraft'
import { smallBattle } from './testkit'

// seed 003, 9.3: one white die per segment or fraction; "other ±N" adds or takes dice and is logged.
describe('special action logged with its "other ±N"', () => {
  it('14 cm = 2 dice, + 1 = 3: the label and detail say so', () => {
    const hussars = smallBattle().units['u3']!
    const input = { action: 'cavalry-countercharge' as const, nation: 'English' as const, distance: 14, unit: 'cm' as const, chargedFrom: 'front' as const }
    const r = specialAction.resolve({ ...input, otherModifier: { value: 1, reason: 'house rule' } }, ['French', 'French', 'English'])
    const dice = { source: 'physical' as const, dice: ['French', 'French', 'English'].map((face, i) => ({ role: `white die ${i + 1}`, die: 'white', face })) }
    const d = specialActionDraft(hussars, 'cavalry-countercharge', r.outcome, dice, r.working)
    expect(d.label).toBe('10th Hussars: cavalry counter-charge — success (3 white dice) (+1 other: house rule)')
    expect(d.detail).toMatchObject({ outcome: 'success', other: [{ value: 1, reason: 'house rule' }] })
    expect((d.detail as { working: string[] }).working).toEqual([
      '2 white dice (segments or fraction between the units): 2', 'other: house rule: 1', '3 white dice rolled: 3', 'flags: French, French, English: English flag'])
    const plain = specialActionDraft(hussars, 'cavalry-countercharge', 'failure', { ...dice, dice: dice.dice.slice(0, 2) }, specialAction.resolve(input, ['French', 'French']).working)
    expect(plain.label).toBe('10th Hussars: cavalry counter-charge — failure (2 white dice)')
    expect(plain.detail).not.toHaveProperty('other')
  })
})
