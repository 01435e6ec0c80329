import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { HIDDEN_CARD, splitSecret } from '@/model/secret'
import type { Action, BattleState } from '@/model/types'
import { dealDraft, decksDraft } from '@/rulesets/boardgame/cards/cardOps'
import { deckOf } from '@/rulesets/boardgame/cards/cardState'
import { unit } from '@/rulesets/boardgame/testkit'
import { addUnitDraft } from '@/rulesets/boardgame/unitOps'
import { testSetup } from '@/test-utils/battles'
import { act, merged, phone, undo as undoLast } from '@/test-utils/phones'
import { adoption } from './battleAdopt'

const setup = testSetup({ ruleset: 'boardgame', figureScale: undefined, rulings: {} })

/** A battle whose last action deals both hands, and that deal's public copy (both hands hidden). */
function dealt() {
  const p = phone(setup)
  act(p, addUnitDraft(p.state, unit(), 'u1'))
  act(p, decksDraft(p.state, 'waterloo', 0, 'app', seededRandom(7)))
  const before = p.state
  const deal = act(p, dealDraft(p.state))
  return { p, deal, masked: splitSecret(deal, before, setup).public }
}

describe('adopting a merged log keeps every card this phone may see', () => {
  it('an action this phone made comes back as its public copy: the phone keeps its own, cards and all', () => {
    const { p, masked } = dealt()
    const a = adoption(setup, p.log, [...p.log.slice(0, -1), masked])
    expect(a.kind).toBe('same')
    const later = adoption(setup, p.log, [...p.log.slice(0, -1), masked, { ...p.log[0]!, id: 'other', ops: [] }])
    expect(later.kind === 'append' && deckOf(later.state, 'a')?.hand).toEqual(deckOf(p.state, 'a')?.hand)
  })

  it('a phone that had only the public copy takes the whole action once the merge has it (its side’s part arrived)', () => {
    const { p, masked } = dealt()
    const shown = [...p.log.slice(0, -1), masked]
    const a = adoption(setup, shown, [{ ...p.log[0]!, id: 'first', ops: [] }, ...p.log])
    expect(a.kind).toBe('replace')
    expect(a.kind === 'replace' && deckOf(a.state, 'b')?.hand?.includes(HIDDEN_CARD)).toBe(false)
    expect(a.kind === 'replace' && a.state).toEqual({ ...p.state, seq: p.log.length + 1 })
  })

  it('the same ids in the same order, the merge revealing a hidden part: written again, not taken as the same log', () => {
    const { p, masked } = dealt()
    const a = adoption(setup, [...p.log.slice(0, -1), masked], p.log)
    expect(a.kind).toBe('replace')
    expect(a.kind === 'replace' && a.state).toEqual(p.state)
  })
})

describe('two phones apart each make an action fine alone but not together: one is set aside, the same on both', () => {
  /** Both phones start from one unit of `elements`; each then acts apart. */
  function apart(elements: number) {
    const start = phone(setup)
    act(start, addUnitDraft(start.state, unit({ elements }), 'u1'))
    return { anne: phone(setup, start.log), ben: phone(setup, start.log) }
  }
  const ids = (log: readonly { id: string }[]) => log.map((a) => a.id)

  /** The log and state a phone shows after adopting (its own when the merge changes nothing here), and what was set aside. */
  function after(p: { log: Action[]; state: BattleState }, order: Action[]) {
    const a = adoption(setup, p.log, order)
    if (a.kind === 'refused') throw new Error(a.message)
    return a.kind === 'same' ? { log: p.log, state: p.state, aside: a.aside } : { log: a.log, state: a.state, aside: a.aside }
  }

  it('both take the last element of one unit: in either merged order both phones get the same log and state, one aside', () => {
    const { anne, ben } = apart(1)
    const a = act(anne, [{ op: 'unit.patch', id: 'u1', state: { elements: 0 } }])
    const b = act(ben, [{ op: 'unit.patch', id: 'u1', state: { elements: 0 } }])
    for (const order of [merged(anne.log, ben.log), merged(ben.log, anne.log)]) {
      const onAnne = after(anne, order)
      const onBen = after(ben, order)
      expect(ids(onAnne.log)).toEqual(ids(onBen.log))
      expect({ ...onAnne.state, seq: 0 }).toEqual({ ...onBen.state, seq: 0 })
      expect(onAnne.state.units.u1?.state.elements).toBe(0)
      // The later of the two in the merged order is the one set aside, with the rules' reason.
      expect(onAnne.aside.map((x) => x.action.id)).toEqual([order.at(-1)!.id])
      expect(onBen.aside).toEqual(onAnne.aside)
      expect(onAnne.aside[0]!.reason).toMatch(/elements/)
      expect(onAnne.aside[0]!.reason.length).toBeLessThanOrEqual(101)
      expect([a.id, b.id]).toContain(onAnne.aside[0]!.action.id)
      // Adopting the same merged log again changes nothing on a phone that shows it.
      expect(adoption(setup, onAnne.log, order)).toEqual({ kind: 'same', aside: onAnne.aside })
    }
  })

  it('a change to a unit removed on the other phone is set aside', () => {
    const { anne, ben } = apart(4)
    act(anne, [{ op: 'unit.remove', id: 'u1' }])
    const change = act(ben, [{ op: 'unit.patch', id: 'u1', state: { elements: 3 } }])
    const order = merged(anne.log, ben.log)
    const onAnne = after(anne, order)
    const onBen = after(ben, order)
    expect(onAnne.aside.map((x) => [x.action.id, x.reason])).toEqual([[change.id, "no unit 'u1' in this battle"]])
    expect(onBen.aside).toEqual(onAnne.aside)
    expect(ids(onBen.log)).toEqual(ids(onAnne.log))
    expect(onBen.state.units.u1).toBeUndefined()
    // Undone on Ben's phone before the merge: not in force, so nothing to set aside.
    undoLast(ben, setup)
    const again = after(anne, merged(anne.log, ben.log))
    expect(again.aside).toEqual([])
    expect(ids(again.log)).toEqual(ids(merged(anne.log, ben.log)))
  })

  it('an undo naming an action set aside goes aside with it (it has nothing in force to cancel)', () => {
    const { anne, ben } = apart(1)
    act(anne, [{ op: 'unit.patch', id: 'u1', state: { elements: 0 } }])
    const change = act(ben, [{ op: 'unit.patch', id: 'u1', state: { elements: 0 } }])
    const undone = undoLast(ben, setup)
    const order = merged(anne.log, ben.log)
    const onAnne = after(anne, order)
    expect(onAnne.aside.map((x) => x.action.id)).toEqual([change.id, undone.id])
    expect(onAnne.aside[1]!.reason).toBe('it undoes ‘action 2’, set aside')
    expect(ids(after(ben, order).log)).toEqual(ids(anne.log))
  })

  it('a merged log broken in itself (a duplicate id) is still refused', () => {
    const { anne } = apart(4)
    act(anne, [{ op: 'unit.patch', id: 'u1', state: { elements: 3 } }])
    const a = adoption(setup, anne.log, [...anne.log, { ...anne.log[1]!, seq: 3 }])
    expect(a.kind).toBe('refused')
    expect(a.kind === 'refused' && a.message).toMatch(/already the id of/)
  })
})
