import { describe, expect, it } from 'vitest'
import { BOX_CARDS, CARDS_IN_BOX, MOST_CARDS_IN_A_DECK, MOST_ROUND } from '@/engine/boardgame/bounds'
import { importChanged } from '@/test-utils/played'

const unitPut = (f: any, i: number) => f.actions[i].ops[0].unit // eslint-disable-line @typescript-eslint/no-explicit-any

describe('a boardgame battle holds its rules’ bounds on import (issue 26)', () => {
  it('the bounds come from the text’s tables: 72 cards, 36 a deck, rounds 1–6 and 7 while the next hour waits', () => {
    expect([BOX_CARDS, MOST_CARDS_IN_A_DECK, MOST_ROUND, CARDS_IN_BOX['attacco-dx']]).toEqual([72, 36, 7, 5])
    expect(importChanged('boardgame')).toBe('accepted')
  })

  it('more elements than the unit started with, or a start beyond 1.1’s full strength, are refused, named', () => {
    expect(importChanged('boardgame', (f) => { f.actions[6].ops[0].state.elements = 5 })).toBe(
      'actions[6]: units.u3.state.elements: at most the 4 it started with (seed 000, 6.31.4), got 5')
    expect(importChanged('boardgame', (f) => { Object.assign(unitPut(f, 1).state, { elements: 4, startingElements: 4 }) })).toBe(
      'actions[1]: units.u2.state.startingElements: a heavy-cavalry has 1–3 elements (seed 000, 1.1), got 4')
  })

  it('a kind that disagrees with the type, and a parent that is not on the map, are refused', () => {
    expect(importChanged('boardgame', (f) => { unitPut(f, 1).kind = 'line-infantry' })).toMatch(/^actions\[1\]: units\.u2\.kind: "line-infantry" disagrees/)
    expect(importChanged('boardgame', (f) => { unitPut(f, 0).state.parent = 'u9' })).toBe('actions[0]: units.u1.state.parent: no unit "u9" in this battle')
  })

  it('an unknown scenario, a card the box does not have and one card more than the box holds are refused', () => {
    expect(importChanged('boardgame', (f) => { f.actions[4].ops[2].patch.cards.scenario = 'austerlitz' })).toMatch(/^actions\[4\]: battle\.cards\.scenario: expected one of/)
    expect(importChanged('boardgame', (f) => { f.actions[5].ops.push({ op: 'battle.patch', patch: { scenario: 'austerlitz' } }) })).toMatch(/^actions\[5\]: battle\.scenario: expected one of "waterloo"/)
    expect(importChanged('boardgame', (f) => {
      const [a, b] = [f.actions[4].ops[0].deck, f.actions[4].ops[1].deck]
      a.drawPile[a.drawPile.indexOf('rally') >= 0 ? a.drawPile.indexOf('rally') : 0] = 'assalto-dx'
      b.drawPile[b.drawPile.indexOf('rally') >= 0 ? b.drawPile.indexOf('rally') : 0] = 'assalto-dx'
    })).toMatch(/more "assalto-dx" cards than the box holds \(2, seed 000, Reference Sheet\)/)
    expect(importChanged('boardgame', (f) => { f.setup.options = { scenario: 'austerlitz' } })).toMatch(/^setup\.options\.scenario: expected one of "waterloo"/)
  })
})
