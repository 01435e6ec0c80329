import { describe, expect, it } from 'vitest'
import { LEADER_NATIONS, LEADERS, findLeaders, leadersOf } from './leaders'

// seed 004, National Characteristics: Leadership Factors. Counts by hand from the printed pages.
describe('leader tables', () => {
  it('holds every printed row per nation', () => {
    const counts = Object.fromEntries(LEADER_NATIONS.map((n) => [n, leadersOf(n).length]))
    expect(counts).toEqual({
      'French & Allied': 110, // 25 rows × 2 on the first page, 30 rows × 2 on "(cont.)"
      Russian: 9, // 4 rows × 2 + Constantine
      'British & Allied': 58, // 29 rows × 2
      Prussian: 7, // 3 rows × 2 + Hohenloe
      Austrian: 12, // 6 rows × 2
      Spanish: 39, // 19 rows × 2 + Jones
    })
    expect(LEADERS).toHaveLength(235)
  })

  it('reads names broken over two lines as one name with its own ratings', () => {
    const rated = (name: string) => {
      const [l] = findLeaders(name).filter((x) => x.name === name)
      return l && [l.leadership, l.morale, l.commandIndecision]
    }
    expect(rated('Kellermann (younger)')).toEqual([3, 3, 1])
    expect(rated('Latour Maubourg')).toEqual([3, 3, 2])
    expect(rated('Lefebvre-Desnouettes')).toEqual([1, 3, 2])
    expect(rated('Lefebvre')).toEqual([1, 2, 1])
    expect(rated('Campbell, Alexander')).toEqual([2, 1, 2])
    expect(rated('Crauford, "Black Bob"')).toEqual([3, 3, 1])
    expect(rated('Crawford, Catlin')).toEqual([2, 1, 2])
    expect(rated('Paget (Edward)')).toEqual([3, 2, 2])
    expect(rated('Stapleton Cotton')).toEqual([3, 2, 2])
    expect(rated("Duque d'Albuqueque")).toEqual([1, 2, 3])
    expect(rated('Marques de Portago')).toEqual([0, 1, 3])
    expect(rated('Marques de Zayas')).toEqual([1, 2, 3])
    expect(rated('Napoleon')).toEqual([5, 6, 0])
    expect(rated('Wellington')).toEqual([5, 3, 1])
    expect(rated('Cuesta')).toEqual([0, 3, 4])
  })

  it('keeps Neubronn without ratings and Verdier with his own (ruling 12)', () => {
    const unrated = LEADERS.filter((l) => l.printedWithoutRatings)
    expect(unrated.map((l) => l.name)).toEqual(['Neubronn'])
    expect(unrated[0]).toMatchObject({ leadership: null, morale: null, commandIndecision: null })
    expect(findLeaders('Verdier')[0]).toMatchObject({ leadership: 2, morale: 2, commandIndecision: 2 })
    expect(LEADERS.filter((l) => l.leadership === null)).toHaveLength(1)
  })

  it('keeps both printed rows of Brennier and Henestrosa, flagged, with distinct ids (ruling 12)', () => {
    const twice = LEADERS.filter((l) => l.printedTwice)
    expect(twice.map((l) => l.name)).toEqual(['Brennier', 'Brennier', 'Henestrosa', 'Henestrosa'])
    expect(new Set(LEADERS.map((l) => l.id)).size).toBe(LEADERS.length)
  })

  it('rates every other leader 0–6 on each scale', () => {
    for (const l of LEADERS.filter((x) => !x.printedWithoutRatings)) {
      for (const v of [l.leadership, l.morale, l.commandIndecision]) {
        expect(v !== null && Number.isInteger(v) && v >= 0 && v <= 6, `${l.name}: ${v}`).toBe(true)
      }
    }
  })
})

describe('findLeaders', () => {
  it('ignores case and accents', () => {
    expect(findLeaders('fresia').map((l) => l.name)).toEqual(['Frésia'])
    expect(findLeaders('CASTANOS').map((l) => l.name)).toEqual(['Castaños'])
    expect(findLeaders('la pena').map((l) => l.name)).toEqual(['La Peña'])
  })

  it('matches substrings and forgives punctuation', () => {
    expect(findLeaders('desnouettes').map((l) => l.name)).toEqual(['Lefebvre-Desnouettes'])
    expect(findLeaders('durban').map((l) => l.name)).toEqual(["D'Urban"])
    expect(findLeaders('black bob').map((l) => l.name)).toEqual(['Crauford, "Black Bob"'])
    expect(findLeaders('soult').map((l) => l.name)).toEqual(['Soult', 'Soult, P.'])
    expect(findLeaders('zayas').map((l) => l.name)).toEqual(['José Zayas', 'Marques de Zayas', 'Zayas'])
  })

  it('filters by nation and returns everyone for an empty query', () => {
    expect(findLeaders('', 'Prussian').map((l) => l.name)).toEqual([
      'Blucher', 'Brunswick', 'Bulow', 'Hohenloe', 'Ruchel', 'Thielemann', 'Yorck',
    ])
    expect(findLeaders('')).toHaveLength(235)
    expect(findLeaders('alexander', 'Russian').map((l) => l.name)).toEqual(['Alexander'])
    expect(findLeaders('nobody at all')).toEqual([])
  })
})
