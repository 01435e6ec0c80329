import { describe, expect, it } from 'vitest'
import { foldSequence } from '../../core/sequence'
import { boardgameSequence as seq, countsTowardVictory, standing, type BgEvent, type UnitFacts } from '.'

const U = (id: string, side: 'a' | 'b', type: string, nation: string, extra: Partial<Extract<BgEvent, { t: 'unit' }>> = {}): BgEvent =>
  ({ t: 'unit', id, side, type, nation, sector: 'centre', square: false, general: '', elements: 2, out: false, ...extra })
const at = (v: { verdict: string; section?: string }) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section}`)
const facts = (type: string, extra: Partial<UnitFacts> = {}): UnitFacts =>
  ({ side: 'a', type, nation: 'French', sector: null, square: false, general: '', elements: 1, out: true, absorbed: false, ...extra })

describe('victory counted by kind, and a won battle ends (seed 000, 4.2, 6.1, 6.21.3, 9.52, 12.0, 13.x)', () => {
  it('counts by kind', () => {
    expect(countsTowardVictory(facts('garrison'), null)).toBe(false) // 6.1 Garrisons
    expect(countsTowardVictory(facts('skirmisher'), null)).toBe(false) // 6.1 Skirmishers
    expect(countsTowardVictory(facts('general'), null)).toBe(true) // 9.52
    expect(countsTowardVictory(facts('line-infantry'), 'ligny')).toBe(true)
    expect(countsTowardVictory(facts('nonsense'), null)).toBe(false)
  })

  it('nobody wins with no units (the Units tab before Start said "0 of 0 enemy units")', () => {
    const s = foldSequence(seq, [{ t: 'scenario', scenario: 'quatre-bras' }])
    expect(standing(s).winners).toEqual([])
    expect(standing(foldSequence(seq, [U('x', 'a', 'line-infantry', 'French')])).winners).toEqual([])
  })

  it('4.2: half the enemy units, rounded up; absorbed counts, garrisons and skirmishers do not; then the battle ends and the umpire may play on', () => {
    const events: BgEvent[] = [
      { t: 'french', side: 'b' },
      U('a1', 'a', 'line-infantry', 'English'), U('a2', 'a', 'line-infantry', 'English'), U('a3', 'a', 'light-cavalry', 'English'),
      U('ag', 'a', 'garrison', 'English', { out: true }), U('as', 'a', 'skirmisher', 'English', { out: true }),
      U('b1', 'b', 'line-infantry', 'French'), U('b2', 'b', 'line-infantry', 'French'), { t: 'deal' },
      { t: 'play', side: 'a', card: 'attacco-centrale' }, { t: 'play', side: 'b', card: 'attacco-centrale' },
    ]
    let s = foldSequence(seq, events)
    expect(standing(s).winners).toEqual([])
    s = seq.step(s, { t: 'unit', id: 'a1', absorbed: true }) // 6.21.3: absorbed is eliminated
    expect(standing(s).winners).toEqual([])
    s = seq.step(s, { t: 'unit', id: 'a2', out: true })
    expect(standing(s)).toMatchObject({ winners: ['b'], kind: 'immediate', section: 'seed 000, 4.2 How to Win', lost: { english: 2, french: 0, prussian: 0 } })
    expect(seq.where(s)).toBe('French wins (immediate victory) · the battle is over')
    expect(at(seq.ask(s, { q: 'fire', unit: 'b1' }, []))).toBe('forbidden: seed 000, 4.2 How to Win')
    expect(at(seq.ask(s, { q: 'play', side: 'a' }, []))).toBe('forbidden: seed 000, 4.2 How to Win')
    expect(at(seq.ask(s, { q: 'special', unit: 'b1' }, []))).toBe('forbidden: seed 000, 4.2 How to Win')
    expect(seq.ask(s, { q: 'fire', unit: 'b1' }, [])).toMatchObject({ rule: 'The battle is won: French eliminated 2 of 3 enemy units: half rounded up is 2.' })
    s = seq.step(s, { t: 'play-on' })
    expect(at(seq.ask(s, { q: 'fire', unit: 'b1' }, []))).toBe('allowed') // more units able: the French first
    expect(at(seq.ask(s, { q: 'fire', unit: 'a3' }, []))).toBe('players: seed 000, 5.1 Battle Rounds')
    expect(at(seq.ask(s, { q: 'fire', unit: 'a2' }, []))).toBe('forbidden: seed 000, 9.31') // eliminated
    expect(at(seq.ask(s, { q: 'fire', unit: 'a1' }, []))).toBe('forbidden: seed 000, 9.31') // absorbed
    expect(at(seq.ask(s, { q: 'special', unit: 'a2' }, []))).toBe('forbidden: seed 000, 9.31')
  })

  it('13.2 Quatre Bras: the scenario count; ruling 33 lets either count win; 12.0 an empty sector in a hypothetical battle', () => {
    const side = (s: 'a' | 'b', n: number, nation: string) => Array.from({ length: n }, (_, i) => U(`${s}${i}`, s, 'line-infantry', nation))
    const base: BgEvent[] = [{ t: 'scenario', scenario: 'quatre-bras' }, ...side('a', 20, 'French'), ...side('b', 20, 'English')]
    const lose = (s: 'a' | 'b', n: number): BgEvent[] => Array.from({ length: n }, (_, i) => ({ t: 'unit', id: `${s}${i}`, out: true }))
    expect(standing(foldSequence(seq, [...base, ...lose('b', 5)])).winners).toEqual([])
    expect(standing(foldSequence(seq, [...base, ...lose('b', 6)]))).toMatchObject({ winners: ['a'], kind: 'marginal', section: 'seed 000, 13.2 Quatre Bras' })
    const small: BgEvent[] = [{ t: 'scenario', scenario: 'quatre-bras' }, ...side('a', 4, 'French'), ...side('b', 4, 'English'), ...lose('b', 2)]
    expect(standing(foldSequence(seq, small)).winners).toEqual([])
    expect(standing(foldSequence(seq, [...small, { t: 'rulings', scenarioLosses: 'either' }])).winners).toEqual(['a'])
    const hyp: BgEvent[] = [{ t: 'scenario', scenario: 'hypothetical' }, ...side('a', 4, 'French'), ...side('b', 4, 'English')]
    expect(standing(foldSequence(seq, [...hyp, { t: 'empty-sector', side: 'a', empty: true }]))).toMatchObject({ winners: ['b'], kind: 'decisive' })
    expect(standing(foldSequence(seq, [...hyp, { t: 'empty-sector', side: 'a', empty: true }, { t: 'empty-sector', side: 'a', empty: false }])).winners).toEqual([])
  })

  it('12.1: after the sixth hour, fewer units lost wins; an event the sequence does not know is skipped', () => {
    const ev: BgEvent[] = [U('a1', 'a', 'line-infantry', 'French'), U('a2', 'a', 'line-infantry', 'French'), U('a3', 'a', 'line-infantry', 'French'),
      U('b1', 'b', 'line-infantry', 'English'), U('b2', 'b', 'line-infantry', 'English'), U('b3', 'b', 'line-infantry', 'English'), { t: 'unit', id: 'b1', out: true }]
    for (let h = 0; h < 6; h++) {
      ev.push({ t: 'deal' })
      for (let r = 0; r < 6; r++) ev.push({ t: 'play', side: 'a', card: 'attacco-centrale' }, { t: 'play', side: 'b', card: 'attacco-centrale' }, { t: 'done', side: 'a' }, { t: 'done', side: 'b' })
    }
    const s = foldSequence(seq, [...ev, { t: 'nonsense' } as unknown as BgEvent])
    expect(standing(s)).toMatchObject({ winners: ['a'], kind: 'marginal', section: 'seed 000, 12.1 Victory Conditions' })
    expect(at(seq.ask(s, { q: 'deal' }, []))).toBe('forbidden: seed 000, 12.1 Victory Conditions')
    const on = seq.step(s, { t: 'play-on' })
    expect(seq.where(on)).toBe('Hour 6 over · the battle ends (12.1)')
    expect(at(seq.ask(on, { q: 'deal' }, []))).toBe('forbidden: seed 000, 4.1 Length of the Battle')
  })
})
