import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { combatDraft } from '@/rulesets/boardgame/combatDraft'
import { dealDraft, decksDraft, playDraft } from '@/rulesets/boardgame/cards/cardOps'
import { deckOf } from '@/rulesets/boardgame/cards/cardState'
import { foldBg } from '@/rulesets/boardgame/sequence'
import { unit } from '@/rulesets/boardgame/testkit'
import { addUnitDraft } from '@/rulesets/boardgame/unitOps'
import { owedTests } from '@/rulesets/owed'
import { adoption } from '@/stores/battleAdopt'
import { testSetup } from '@/test-utils/battles'
import { act, merged, phone, undo, type Phone } from '@/test-utils/phones'
import { conflictsOf, settleDraft } from './conflicts'
import { fold } from './fold'
import type { Action } from './types'

/**
 * The scenario as pure tests: two phones apart each take one element off the same unit, one undoes an
 * action, one plays a card from its hand; merged in either order (the order Yjs gives is the same on every
 * phone), both phones adopt the same log and show the same battle, owed list and sequence of play.
 */
const setup = testSetup({ ruleset: 'boardgame', figureScale: undefined, rulings: {} })

function table() {
  const start = phone(setup)
  act(start, addUnitDraft(start.state, unit({ general: 'Reille' }), 'u1'))
  act(start, addUnitDraft(start.state, unit({ type: 'heavy-cavalry', name: 'Cuirassiers', elements: 3 }), 'u2'))
  act(start, addUnitDraft(start.state, unit({ side: 'b', name: '92nd Foot', nation: 'English' }), 'u3'))
  act(start, addUnitDraft(start.state, unit({ side: 'b', type: 'light-artillery', name: 'Rogers', nation: 'English', elements: 2 }), 'u4'))
  act(start, decksDraft(start.state, 'waterloo', 0, 'app', seededRandom(7)))
  act(start, dealDraft(start.state))
  return start
}

/** Each phone's actions while apart. */
function apart() {
  const start = table()
  const anne = phone(setup, start.log)
  const ben = phone(setup, start.log)
  // Anne (the French player): the Cuirassiers hit the 92nd Foot once, with a flag: a retreat is owed; then she plays a card.
  act(anne, combatDraft(anne.state.units.u2!, anne.state.units.u3!, { hits: 1, flags: 1 }, 1))
  act(anne, playDraft(anne.state, 'a', deckOf(anne.state, 'a')!.hand![0]!))
  // Ben (the umpire's phone): 2e Léger hits the 92nd Foot once; a mistaken fire at Rogers, undone.
  act(ben, combatDraft(ben.state.units.u1!, ben.state.units.u3!, { hits: 1, flags: 0 }, 2))
  act(ben, combatDraft(ben.state.units.u1!, ben.state.units.u4!, { hits: 1, flags: 0 }, 2))
  undo(ben, setup)
  return { start, anne, ben }
}

/** What a phone shows once it adopts the merged log (the store's adoptLog, without the database). */
function adopt(p: Phone, log: readonly Action[]) {
  const a = adoption(setup, p.log, log)
  if (a.kind !== 'replace' && a.kind !== 'append') throw new Error(a.kind === 'refused' ? a.message : a.kind)
  return { log: a.log, state: a.state }
}

describe('two phones apart, merged (issue 25)', () => {
  for (const order of ['Anne first', 'Ben first'] as const) {
    it(`${order}: both phones end with the same log, state, owed list and sequence; both losses stand as one conflict`, () => {
      const { start, anne, ben } = apart()
      const log = order === 'Anne first' ? merged(start.log, anne.log, ben.log) : merged(start.log, ben.log, anne.log)
      const onAnne = adopt(anne, log)
      const onBen = adopt(ben, log)
      expect(onAnne.log).toEqual(onBen.log)
      expect(onAnne.state).toEqual(onBen.state)
      expect(onAnne.log).toHaveLength(start.log.length + 5)
      // Both losses stand: 4 elements, one taken on each phone.
      expect(onAnne.state.units.u3?.state.elements).toBe(2)
      // The mistaken fire is undone: Rogers keeps both elements; the card Anne played is turned.
      expect(onAnne.state.units.u4?.state.elements).toBe(2)
      expect(deckOf(onAnne.state, 'a')?.turned).toHaveLength(1)
      expect(owedTests(onAnne.log)).toEqual(owedTests(onBen.log))
      expect(owedTests(onAnne.log).map((t) => t.label)).toEqual(['92nd Foot: 1 retreat flag'])
      expect(foldBg(onAnne.state, onAnne.log)).toEqual(foldBg(onBen.state, onBen.log))
      const conflicts = conflictsOf(setup, onAnne.log)
      expect(conflicts.map((c) => c.fields.map((f) => [f.where, f.field, f.was, f.before, f.mine, f.applied]))).toEqual([[['92nd Foot', 'elements', 4, 3, 3, 2]]])
      expect(conflictsOf(setup, onBen.log)).toEqual(conflicts)
    })
  }

  it('the umpire settles it: keep both, or keep the other (one loss), the same on both phones, and the log says so', () => {
    const { start, anne, ben } = apart()
    const log = merged(start.log, anne.log, ben.log)
    const umpire = phone(setup, log)
    const [conflict] = conflictsOf(setup, log)
    for (const [keep, elements] of [['both', 2], ['other', 3]] as const) {
      const draft = settleDraft(setup, log, umpire.state, conflict!.action, keep)
      if (typeof draft === 'string') throw new Error(draft)
      const settled = merged(log, [{ ...draft, id: `settle-${keep}`, seq: 0, at: 0 }])
      const onAnne = adopt(anne, settled)
      expect(onAnne.state).toEqual(adopt(ben, settled).state)
      expect(onAnne.state.units.u3?.state.elements).toBe(elements)
      expect(conflictsOf(setup, onAnne.log)).toEqual([])
      expect(onAnne.log.at(-1)?.label).toMatch(new RegExp(`^Conflict settled: kept ${keep === 'both' ? 'both changes' : 'the other change'} to 92nd Foot's elements`))
    }
  })

  it('each phone undid the same action while apart: one undo counts, the other is skipped, on both phones alike', () => {
    const start = table()
    act(start, combatDraft(start.state.units.u1!, start.state.units.u3!, { hits: 1, flags: 0 }, 2))
    const anne = phone(setup, start.log)
    const ben = phone(setup, start.log)
    undo(anne, setup)
    undo(ben, setup)
    const log = merged(start.log, anne.log, ben.log)
    expect(adopt(anne, log).state).toEqual(adopt(ben, log).state)
    expect(fold(setup, log).units.u3?.state.elements).toBe(4)
  })
})
