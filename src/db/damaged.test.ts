import { describe, expect, it } from 'vitest'
import { patch, put, testLog, testSetup } from '@/test-utils/battles'
import { readablePart, restoreStored } from './damaged'
import { damagedEntry } from './damagedEntry'
import { logRows } from './logRows'

const rows = (...actions: unknown[]) => actions.map((a) => ({ ...(a as object), battleId: 'battle-1' }))
const good = testLog([put('u1')], [patch('u1', { lostBases: 1 })], [patch('u1', { lostBases: 2 })], [{ op: 'battle.patch', patch: { turn: 2 } }])

describe('what can be saved of a damaged battle', () => {
  it('a whole readable log is kept whole', () => {
    expect(readablePart(testSetup(), rows(...good), 9)).toMatchObject({ kept: 4, file: { exportedAt: 9, setup: testSetup(), actions: good } })
  })

  it('the actions before the first one that cannot be read (ops: [null] at the 2nd: 1 kept)', () => {
    const broken = [good[0], { ...good[1]!, ops: [null] }, good[2], good[3]]
    expect(readablePart(testSetup(), rows(...broken), 9)?.kept).toBe(1)
    expect(readablePart(testSetup(), rows(good[0], 'junk'), 9)?.kept).toBe(1)
  })

  it('a log that reads but does not replay is cut back to a start that does (a patch of a unit never added, at the 3rd: 2 kept)', () => {
    const ghost = [good[0], good[1], { ...good[2]!, ops: [patch('ghost', {})] }, good[3]]
    const part = readablePart(testSetup(), rows(...ghost), 9)
    expect(part?.kept).toBe(2)
    expect(part && restoreStored(part.file.setup, part.file.actions).ok).toBe(true)
    // Halving finds a start that replays even when the bad action is the first.
    expect(readablePart(testSetup(), rows({ ...good[0]!, ops: [patch('ghost', {})] }, good[1]), 9)?.kept).toBe(0)
  })

  it('a chunked log is read through its chunks', () => {
    expect(readablePart(testSetup(), logRows('battle-1', good), 9)?.kept).toBe(4)
  })

  it('nothing readable when the setup is damaged, or names a newer unit state', () => {
    expect(readablePart({ ...testSetup(), ruleset: 'chess' }, rows(...good), 9)).toBeNull()
    expect(readablePart(undefined, [], 9)).toBeNull()
    expect(readablePart({ ...testSetup(), stateVersion: 99 }, [], 9)).toBeNull()
  })

  it('restoreStored reads stored rows (with their battleId) as a file would be', () => {
    const r = restoreStored(testSetup(), rows(...good))
    expect(r.ok && r.state.battle).toEqual({ turn: 2 })
    expect(restoreStored(testSetup(), rows({ ...good[0]!, ops: [null] }))).toEqual({ ok: false, message: 'actions[0].ops[0]: expected Object, got null' })
  })

  it('the list entry: the name after renames, else the setup’s, else the id, quoted short', () => {
    expect(damagedEntry({ id: 'b1', name: 'Wavre, 18 June', setup: { name: 'Wavre' } }, 'x')).toEqual({ id: 'b1', name: 'Wavre, 18 June', message: 'x', readable: false })
    // A setup that reads: the start of the log can be saved as a battle file.
    expect(damagedEntry({ id: 'b1', setup: testSetup() }, 'x')).toEqual({ id: 'b1', name: 'Quatre Bras', message: 'x', readable: true })
    expect(damagedEntry({ id: 'b1', name: ' ', setup: { name: 'Wavre' } }, 'x').name).toBe('Wavre')
    expect(damagedEntry({ id: 'b1', setup: null }, 'x').name).toBe('b1')
    expect(damagedEntry(null, 'x')).toEqual({ id: '?', name: '?', message: 'x', readable: false })
  })
})
