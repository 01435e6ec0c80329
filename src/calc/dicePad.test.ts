import { describe, expect, it } from 'vitest'
import { customDie, D6, type Die, type NamedDie } from '@/engine/core'
import { countFaces, countProblem, dicePools, facesFromCounts } from './dicePad'

const pool = (name: string, n: number, die: Die = D6): NamedDie[] => Array.from({ length: n }, (_, i) => ({ role: `${name} ${i + 1}`, die }))

describe('dice pools', () => {
  it('counts a pool of more than 3 numbered dice of one kind per face; 3 or fewer are tapped die by die', () => {
    const pools = dicePools([...pool('attacker die', 8), ...pool('defender die', 3)])
    expect(pools.map((p) => [p.name, p.at.length, p.counted])).toEqual([['attacker die', 8, true], ['defender die', 3, false]])
    expect(pools[1]!.at).toEqual([8, 9, 10])
  })

  it('keeps dice of different roles apart, even of one die ("+ die", "− die"; "top: first die")', () => {
    const pools = dicePools([{ role: '+ die', die: D6 }, { role: '− die', die: D6 }, { role: 'top: first die', die: D6 }, { role: 'under: first die', die: D6 }])
    expect(pools.map((p) => p.at)).toEqual([[0], [1], [2], [3]])
    expect(pools.every((p) => !p.counted)).toBe(true)
  })

  it('turns counts into one face per die, and checks them against the pool size', () => {
    expect(countFaces(D6)).toEqual([6, 5, 4, 3, 2, 1])
    expect(facesFromCounts([6, 5, 4, 3, 2, 1], [3, null, 2, null, null, 3], 8)).toEqual([6, 6, 6, 4, 4, 1, 1, 1])
    expect(facesFromCounts([6, 5, 4, 3, 2, 1], [3, null, 2, null, null, 2], 8)).toBeNull()
    expect(countProblem([3, null, 2], 8, 'attacker die')).toBe('5 of 8 attacker dice counted')
    expect(countProblem([6, 3], 8, 'attacker die')).toBe('9 counted, but 8 attacker dice were rolled')
    expect(countProblem([8], 8, 'attacker die')).toBeNull()
  })

  it('counts picture dice by face name, in the die\'s face order', () => {
    const battle = customDie('battle', 'battle die', ['infantry', 'cavalry', 'infantry', 'artillery'])
    expect(countFaces(battle)).toEqual(['infantry', 'cavalry', 'artillery'])
    expect(dicePools(pool('command die', 5, battle))[0]!.counted).toBe(true)
  })
})
