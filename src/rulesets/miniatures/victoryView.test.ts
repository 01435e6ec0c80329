import { describe, expect, it } from 'vitest'
import { seededRandom } from '@/engine/core'
import { decksDraft } from '@/rulesets/boardgame/cards/cardOps'
import { disorderDraft, situationDraft } from './unitOps'
import { apply, smallBattle } from './testkit'
import { emptiedSectors, lossesOf, victoryNow } from './victoryView'

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
})
