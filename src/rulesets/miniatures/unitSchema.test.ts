import { describe, expect, it } from 'vitest'
import { importChanged } from '@/test-utils/played'

const unitPut = (f: any, i: number) => f.actions[i].ops[0].unit // eslint-disable-line @typescript-eslint/no-explicit-any

describe('a miniatures battle holds its rules’ bounds on import (issue 26)', () => {
  it('the played battle imports', () => {
    expect(importChanged('miniatures')).toBe('accepted')
  })

  it('disorder points at or past the removal threshold on a unit still on the table are refused, naming the unit and the field', () => {
    // seed 003, 6.0: an infantry unit is removed at 4.
    expect(importChanged('miniatures', (f) => { unitPut(f, 0).state.disorderPoints = 4 })).toBe(
      'actions[0]: units.u1.state.disorderPoints: a French Infantry on the table has at most 3 (removed at 4, seed 003, 6.0), got 4')
    expect(importChanged('miniatures', (f) => { unitPut(f, 0).state.disorderPoints = 3 })).toBe('accepted')
    // A removed unit may have gone past its threshold with the hits that removed it.
    expect(importChanged('miniatures', (f) => { f.actions[7].ops[0].state.disorderPoints = 9 })).toBe('accepted')
  })

  it('a unit whose kind disagrees with its reference-sheet type is refused', () => {
    expect(importChanged('miniatures', (f) => { unitPut(f, 2).kind = 'infantry' })).toMatch(/^actions\[2\]: units\.u3\.kind: "infantry" disagrees with its state's type "light-cavalry"/)
  })

  it('a deck of more than 36 cards, a card the 72 do not have, and a round or hour out of range are refused, named', () => {
    expect(importChanged('miniatures', (f) => { f.actions[4].ops[0].deck.drawPile.push('assalto-dx') })).toMatch(/^actions\[4\]: decks\.cards-a: 37 cards; a player's deck is at most 36/)
    expect(importChanged('miniatures', (f) => { f.actions[4].ops[0].deck.drawPile[0] = 'joker' })).toMatch(/^actions\[4\]: decks\.cards-a: no card "joker" in the 72 command cards/)
    expect(importChanged('miniatures', (f) => { f.actions[5].ops[2].patch.cards.hour = 7 })).toMatch(/^actions\[5\]: battle\.cards\.hour: /)
    expect(importChanged('miniatures', (f) => { f.actions[5].ops[2].patch.cards.round = 8 })).toMatch(/^actions\[5\]: battle\.cards\.round: /)
  })
})
