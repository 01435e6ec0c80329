import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { decksDraft } from '@/rulesets/boardgame/cards/cardOps'
import { disorderDraft, situationDraft } from './unitOps'
import { apply, smallBattle } from './testkit'
import { initialState } from '@/model/fold'
import { testSetup } from '@/test-utils/battles'
import { addUnitDraft } from './unitOps'
import { emptiedSectors, lossesOf, lossTally, victoryNow } from './victoryView'

describe('miniatures victory tracking', () => {
  it('counts eliminated units per army by their flag', () => {
    let s = smallBattle()
    s = apply(s, disorderDraft(s.units['u3']!, 3))
    s = apply(s, disorderDraft(s.units['u4']!))
    expect(lossesOf(s)).toEqual({ french: 1, english: 1, prussian: 0 })
  })

  it('no scenario, no verdict; Quatre Bras: French win at 6 English units (seed 000, 13.2)', () => {
    let s = smallBattle()
    expect(victoryNow(s)).toBeNull()
    s = apply(s, decksDraft(s, 'quatre-bras', 0, 'physical', seededRandom(1)))
    expect(victoryNow(s)!.winners).toEqual([])
  })

  it('a sector whose noted units are all gone is emptied', () => {
    let s = smallBattle()
    s = apply(s, situationDraft(s.units['u3']!, { sector: 'left' })!)
    s = apply(s, situationDraft(s.units['u2']!, { sector: 'centre' })!)
    expect(emptiedSectors(s).allied).toEqual([])
    s = apply(s, disorderDraft(s.units['u3']!, 3))
    expect(emptiedSectors(s)).toEqual({ french: [], allied: ['left'] })
  })

  it('the tally names the battle\'s own armies: an Austrian loss is counted as Austrian, not as Prussian (issue 21)', () => {
    let s = initialState(testSetup({ ruleset: 'miniatures', figureScale: undefined, sides: [{ id: 'a', name: 'Armée d\'Italie', nationality: 'French' }, { id: 'b', name: 'Charles', nationality: 'Austrian' }] }))
    s = apply(s, addUnitDraft('a', 'french-infantry', '45e Ligne', 'French', 'u1'))
    s = apply(s, addUnitDraft('b', 'regular-infantry', 'IR 4', 'Prussian', 'u2'))
    s = apply(s, disorderDraft(s.units['u2']!, 4))
    expect(lossTally(s)).toEqual([{ army: 'French', lost: 0 }, { army: 'Austrian', lost: 1 }])
  })

  it('a side flying two flags is counted by flag (Waterloo: English and Prussians apart, seed 000 13.1)', () => {
    let s = smallBattle()
    s = apply(s, addUnitDraft('b', 'regular-infantry', 'IR 25', 'Prussian', 'u5'))
    s = apply(s, disorderDraft(s.units['u3']!, 3))
    expect(lossTally(s)).toEqual([{ army: 'French', lost: 0 }, { army: 'English', lost: 1 }, { army: 'Prussian', lost: 0 }])
  })
})
