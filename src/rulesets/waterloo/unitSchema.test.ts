import { describe, expect, it } from 'vitest'
import { LAST_GAME_TURN, orderOfBattleUnit } from '@/engine/waterloo/bounds'
import { importChanged } from '@/test-utils/played'

const put = (f: any, j: number) => f.actions[0].ops[j].unit // eslint-disable-line @typescript-eslint/no-explicit-any
const cupOf = (f: any) => f.actions[1].ops[0].patch.cup // eslint-disable-line @typescript-eslint/no-explicit-any

describe('a waterloo battle holds its rules’ bounds on import (issue 26)', () => {
  it('the played battle imports; the Game Turn Track has twelve boxes', () => {
    expect(LAST_GAME_TURN).toBe(12)
    expect(orderOfBattleUnit('fr-jerome')?.type).toBe('infantry')
    expect(importChanged('waterloo')).toBe('accepted')
  })

  it('a Game Turn outside 1–12 (once thrown on the Turn tab as "gameTurn: 1–12") is refused on import, named', () => {
    expect(importChanged('waterloo', (f) => { cupOf(f).gameTurn = 13 })).toMatch(/^actions\[1\]: battle\.cup\.gameTurn: Invalid value: Expected <=12 but received 13/)
    expect(importChanged('waterloo', (f) => { cupOf(f).gameTurn = 1_000_000_000 })).toMatch(/^actions\[1\]: battle\.cup\.gameTurn/)
    expect(importChanged('waterloo', (f) => { cupOf(f).track['pr-IV'] = 0 })).toMatch(/^actions\[1\]: battle\.cup\.track\.pr-IV: Invalid value: Expected >=1/)
    expect(importChanged('waterloo', (f) => { cupOf(f).cup.push('fr-XX') })).toMatch(/^actions\[1\]: battle\.cup\.cup\[14\]: no activation marker "fr-XX"/)
  })

  it('a unit the order of battle does not name, on the wrong side or of the wrong type is refused', () => {
    expect(importChanged('waterloo', (f) => { put(f, 0).state.oob = 'aa-nobody' })).toBe('actions[0]: units.aa-chasse.state.oob: no unit "aa-nobody" in the order of battle (seed 002, L)')
    expect(importChanged('waterloo', (f) => { put(f, 0).side = 'a' })).toMatch(/^actions\[0\]: units\.aa-chasse\.side: the Anglo-Allied army is side b/)
    expect(importChanged('waterloo', (f) => { put(f, 30).kind = 'cavalry' })).toMatch(/^actions\[0\]: units\.fr-jerome\.kind: Jérôme is infantry \(seed 002, L\), got "cavalry"|^actions\[0\]: units\.fr-jerome\.kind: .* is infantry/)
    expect(importChanged('waterloo', (f) => { put(f, 0).state.corps = 'aa-II' })).toMatch(/^actions\[0\]: units\.aa-chasse\.state\.corps: Chasse is of aa-I/)
  })
})
