import { describe, expect, it } from 'vitest'
import { foldSequence } from '../../core/sequence'
import { miniaturesSequence as seq, standing, battleWon, type MiniEvent } from '.'

const U = (id: string, side: 'a' | 'b', type = 'french-infantry', sector: 'left' | 'centre' | 'right' | null = null, out = false): MiniEvent =>
  ({ t: 'unit', id, side, type, nation: side === 'a' ? 'French' : 'English', sector, square: false, out })
const fold = (...e: MiniEvent[]) => foldSequence(seq, e)
/** Six hours of six rounds, each round's orders all given. */
const sixHours: MiniEvent[] = Array.from({ length: 6 }, () => [
  { t: 'deal' } as MiniEvent,
  ...Array.from({ length: 6 }, (): MiniEvent[] => [{ t: 'play', side: 'a', card: 'attacco-coordinato' }, { t: 'play', side: 'b', card: 'attacco-coordinato' }, { t: 'done', side: 'a' }, { t: 'done', side: 'b' }]).flat(),
]).flat()

describe('who has won (seed 000, 4.2, 12.0, 12.1, 13.x)', () => {
  it('4.2: half the enemy units, rounded up; garrisons do not count, generals do (9.52)', () => {
    const army = [U('a1', 'a'), U('b1', 'b'), U('b2', 'b'), U('b3', 'b', 'general'), U('g', 'b', 'garrison', null, true)]
    expect(standing(fold(...army))).toEqual({ winners: [], kind: null, reason: '', section: '' })
    expect(standing(fold(...army, { t: 'unit', id: 'b1', out: true })).winners).toEqual([])
    const two = fold(...army, { t: 'unit', id: 'b1', out: true }, { t: 'unit', id: 'b3', out: true })
    expect(standing(two)).toEqual({ winners: ['a'], kind: 'immediate', reason: '2 of 3 enemy units eliminated (half, rounded up, is 2)', section: 'seed 000, 4.2 How to Win' })
    expect(battleWon(two)).toBe(true)
    expect(battleWon({ ...two, playOn: true })).toBe(false)
    expect(standing(fold(U('a1', 'a', 'french-infantry', null, true), U('b1', 'b', 'french-infantry', null, true))).winners).toEqual(['a', 'b'])
    expect(standing(fold(U('a1', 'a', 'french-infantry', null, true))).winners).toEqual(['b'])
    expect(standing(fold(U('b1', 'b', 'french-infantry', null, true))).winners).toEqual(['a'])
  })

  it('the scenario: Waterloo 10 English units; a hypothetical battle is lost with a sector emptied (decisive)', () => {
    const french = Array.from({ length: 30 }, (_, i) => U(`f${i}`, 'a'))
    const english = Array.from({ length: 30 }, (_, i) => U(`e${i}`, 'b', 'english-infantry', null, i < 10))
    const w = fold({ t: 'scenario', scenario: 'waterloo' }, ...french, ...english)
    expect(standing(w)).toEqual({ winners: ['a'], kind: 'marginal', reason: 'The French win if they eliminate 10 English units or a total of 15 combined English and Prussian units.', section: 'seed 000, 12.0 Victory Conditions' })
    expect(standing({ ...w, scenario: null }).winners).toEqual([])
    expect(standing({ ...w, scenario: 'atlantis' }).winners).toEqual([])
    const swapped = fold({ t: 'french', side: 'b' }, { t: 'scenario', scenario: 'waterloo' }, ...french.map((e, i) => ({ ...e, nation: 'English', out: i < 10 } as MiniEvent)), ...english.map((e) => ({ ...e, nation: 'French', out: false } as MiniEvent)))
    expect(standing(swapped).winners).toEqual(['b'])
    const h = fold({ t: 'scenario', scenario: 'hypothetical' }, ...french, U('x1', 'b', 'english-infantry', 'left', true), ...Array.from({ length: 8 }, (_, i) => U(`y${i}`, 'b', 'english-infantry', 'centre')))
    expect(standing(h)).toEqual(expect.objectContaining({ winners: ['a'], kind: 'decisive', section: 'seed 000, 13.4 Hypothetical Battles' }))
    expect(seq.where(h)).toBe('French wins (decisive victory)')
  })

  it('12.1 after the sixth hour: more enemy units eliminated wins; a tie goes to the elements, counted at the table', () => {
    const army = [U('a1', 'a'), U('a2', 'a'), U('a3', 'a'), U('b1', 'b'), U('b2', 'b'), U('b3', 'b')]
    const tie = fold(...army, ...sixHours)
    expect(tie.hour).toBe(6)
    expect(standing(tie)).toEqual(expect.objectContaining({ winners: [], kind: 'tied', section: 'seed 000, 12.1' }))
    expect(seq.where(tie)).toBe('Hour 6 over · the battle ends (12.1)')
    expect(seq.ask(tie, { q: 'deal' }, [])).toEqual(expect.objectContaining({ verdict: 'forbidden', section: 'seed 000, 4.1 Length of the Battle' }))
    const more = fold(...army, { t: 'unit', id: 'a1', out: true }, ...sixHours)
    expect(standing(more)).toEqual({ winners: ['b'], kind: 'marginal', reason: 'after the sixth hour, 1 enemy units eliminated to 0', section: 'seed 000, 12.1' })
    const fewer = fold(...army, { t: 'unit', id: 'b1', out: true }, ...sixHours)
    expect(standing(fewer).winners).toEqual(['a'])
    expect(standing(fold(...army, { t: 'unit', id: 'b1', out: true }, ...sixHours.slice(0, -1))).winners).toEqual([])
  })
})
