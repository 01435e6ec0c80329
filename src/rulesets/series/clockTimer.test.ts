import { describe, expect, it } from 'vitest'
import { elapsedMs, elapsedSeconds, started, STOPPED, stopped } from './clockTimer'

describe('the player-turn stopwatch (19.1)', () => {
  it('counts from its start, keeps its count when stopped, adds on a restart', () => {
    const a = started(STOPPED, 1_000)
    expect(elapsedMs(a, 3_500)).toBe(2_500)
    expect(elapsedSeconds(a, 3_500)).toBe(2)
    const b = stopped(a, 31_999)
    expect(b).toEqual({ startedAt: null, before: 30_999 })
    expect(elapsedSeconds(b, 99_000)).toBe(30)
    const c = started(b, 100_000)
    expect(elapsedSeconds(c, 101_001)).toBe(32)
  })
  it('starting a running clock or stopping a stopped one changes nothing; time never runs backwards', () => {
    const a = started(STOPPED, 1_000)
    expect(started(a, 5_000)).toBe(a)
    expect(stopped(STOPPED, 5_000)).toBe(STOPPED)
    expect(elapsedMs(a, 500)).toBe(0)
    expect(elapsedMs(STOPPED, 9_000)).toBe(0)
  })
})
