import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { RulesInputError } from '@/engine/core'
import { errorOf } from '@/test-utils/calculatorChecks'
import { combineDraft, combinePartners } from './combineDraft'
import { rallyInputFor } from './rallyDraft'
import { specialInputFor } from './specialDraft'
import { apply, quatreBras, unit } from './testkit'
import { unitBadges } from './turnAid'
import { addUnitDraft } from './unitOps'
import { BOARDGAME_UNIT_STATE } from './unitSchema'
import { pieceOf } from './unitState'

/** Quatre Bras with Ney alone in his hex (id g). */
function withNey() {
  const s = quatreBras()
  return apply(s, addUnitDraft(s, unit({ type: 'general', name: 'Ney' }), 'g'))
}

describe('boardgame lone generals (seed 000, 6.31, 7.32, 9.5)', () => {
  it('is one piece, never fires, rallies, reacts or combines', () => {
    const s = withNey()
    const ney = s.units['g']!
    expect(pieceOf('general')).toEqual({ name: 'General (alone in his hex)', elements: 1, arm: 'general' })
    expect(pieceOf('heavy-artillery')).toEqual({ name: 'Heavy artillery', elements: 3, arm: 'artillery' })
    expect(errorOf<RulesInputError>(() => specialInputFor(ney, 1, false, true)).message).toBe('Ney: only artillery, cavalry and infantry have a special action (9.41).')
    expect(errorOf<RulesInputError>(() => rallyInputFor(ney, 'rally-card')).message).toBe('Ney is a general: he has no chips to recover.')
    expect(errorOf<RulesInputError>(() => combineDraft(ney, s.units['u1']!)).message).toBe('Generals do not combine (6.21.3 combines units).')
    expect(errorOf<RulesInputError>(() => combineDraft(s.units['u1']!, ney)).field).toBe('absorbed')
    expect(combinePartners(s, ney)).toEqual([])
  })

  it('shows as alone in his hex', () => {
    const s = withNey()
    expect(unitBadges(s.units['g']!, { state: s, actions: [], owed: [] })).toEqual([{ label: 'alone in his hex', tone: 'info' }])
  })

  it('his state passes the schema under the kind general', () => {
    const s = withNey()
    expect(v.safeParse(BOARDGAME_UNIT_STATE.schemaFor('general')!, s.units['g']!.state).success).toBe(true)
  })
})
