import { describe, expect, it } from 'vitest'
import { applyOps, initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import { sideFlag, sideFlagDraft } from './sideFlags'

const battle = (a: string, b: string) =>
  initialState(testSetup({ ruleset: 'miniatures', sides: [{ id: 'a', name: 'Napoléon', nationality: a }, { id: 'b', name: 'Charles', nationality: b }] }))

describe('white-die flags by side (seed 000, 1.2: French, English, Prussian)', () => {
  it('a nationality that names one of the three flags gives it; British/KGL is English', () => {
    const s = battle('French', 'British/KGL')
    expect([sideFlag(s, 'a'), sideFlag(s, 'b')]).toEqual(['French', 'English'])
  })

  it('an Austrian side has no flag until the owner maps it, visibly in the log', () => {
    const s = battle('French', 'Austrian')
    expect(sideFlag(s, 'b')).toBeNull()
    const draft = sideFlagDraft(s, 'b', 'English')!
    expect(draft.label).toBe('Charles: special actions succeed on the English flag of the white dice')
    const after = applyOps(s, draft.ops)
    expect(sideFlag(after, 'b')).toBe('English')
    expect(sideFlag(after, 'a')).toBe('French')
    expect(sideFlagDraft(after, 'b', 'English')).toBeNull()
  })

  it('a stored mapping that is not a flag, or a built-in key, is ignored', () => {
    const s = { ...battle('French', 'Austrian'), battle: { flags: { b: 'Austrian', constructor: 'French' } } }
    expect(sideFlag(s, 'b')).toBeNull()
  })
})
