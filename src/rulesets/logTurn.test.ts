import { describe, expect, it } from 'vitest'
import type { Action } from '@/model/types'
import { hourLogTurn } from './boardgame/cards/logTurn'
import { wargamingLogTurn } from './wargaming/logTurn'

const act = (kind: string, patch: Record<string, never> | Record<string, unknown>): Action =>
  ({ id: 's1', seq: 1, at: 1, kind, label: kind, ops: [{ op: 'battle.patch', patch: patch as never }] })

describe('log groups by the ruleset’s own turn', () => {
  it('wargaming: the action that sets the turn number starts "Turn n" (seed 004, End of Turn)', () => {
    expect(wargamingLogTurn(act('turn.end', { turn: 3 }))).toBe('Turn 3')
    expect(wargamingLogTurn(act('weather', { weather: 'rain' }))).toBeNull()
  })

  it('miniatures: each hour’s deal starts "Hour n" (seed 000, 4.1); playing a card does not', () => {
    expect(hourLogTurn(act('cards.deal', { cards: { hour: 2, round: 1 } }))).toBe('Hour 2')
    expect(hourLogTurn(act('cards.play', { cards: { hour: 2, round: 3 } }))).toBeNull()
  })
})
