import { describe, expect, it } from 'vitest'
import { deckCardProblem } from '@/engine/wargaming/bounds'
import { importChanged } from '@/test-utils/played'

const put = (f: any, i: number) => f.actions[i].ops[0].unit // eslint-disable-line @typescript-eslint/no-explicit-any

describe('a wargaming battle holds its rules’ bounds on import (issue 26)', () => {
  it('the played battle imports; the deck’s cards are three of each move, one Officer Casualties, Command Indecision from 1', () => {
    expect(importChanged('wargaming')).toBe('accepted')
    expect([deckCardProblem('cavalry-move-3'), deckCardProblem('command-indecision-9')]).toEqual([null, null])
    expect(deckCardProblem('cavalry-move-4')).toMatch(/the deck has 3 Cavalry Move cards/)
    expect(deckCardProblem('joker-1')).toMatch(/no card "joker-1" in the deck/)
  })

  it('more bases lost and damaged than the unit has, and a kind that is not its arm, are refused, named', () => {
    expect(importChanged('wargaming', (f) => { f.actions[9].ops[0].state.lostBases = 5 })).toMatch(/^actions\[9\]: units\.u2\.state\.lostBases: Bases: 5 lost and \d damaged is more than the unit's 4 bases/)
    expect(importChanged('wargaming', (f) => { put(f, 4).kind = 'cavalry' })).toMatch(/^actions\[4\]: units\.u1\.kind: "cavalry" disagrees with its state's arm "infantry"/)
  })

  it('a command that names no leader of the battle is refused', () => {
    expect(importChanged('wargaming', (f) => { put(f, 4).state.commandId = 'soult' })).toBe('actions[4]: units.u1.state.commandId: no leader "soult" in this battle')
  })

  it('a card the deck does not have, a card twice, a third deck and a turn below 1 are refused', () => {
    expect(importChanged('wargaming', (f) => { f.actions[7].ops[0].deck.drawPile[0] = 'cavalry-move-4' })).toMatch(/^actions\[7\]: decks\.a: "cavalry-move-4": the deck has 3/)
    expect(importChanged('wargaming', (f) => { const d = f.actions[7].ops[0].deck.drawPile; d[1] = d[0] })).toMatch(/^actions\[7\]: decks\.a: ".*" twice/)
    expect(importChanged('wargaming', (f) => { f.actions[7].ops.push({ op: 'deck.put', id: 'c', deck: { owner: 'a', drawPile: [], turned: [] } }) })).toMatch(/^actions\[7\]: decks\.c: the decks are one per side/)
    expect(importChanged('wargaming', (f) => { f.actions[7].ops[2].patch.turn = 0 })).toMatch(/^actions\[7\]: battle\.turn: /)
  })
})
