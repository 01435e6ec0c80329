import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import { useOwnerRecordsStore } from '@/stores/ownerRecords'
import { dropDbs, freshDb, reload } from '@/stores/testDb'
import { applyPack, recordsToApply, takenProvenance } from './applyPack'
import { diffPack } from './diffPack'
import { PROVENANCE_NOTE_MAX, toPackFile } from './pack'
import { fireData, ownRecord, TEST_SPEC } from './testSpec'

afterEach(dropDbs)

const EXPORTED = Date.UTC(2026, 10, 27)
const packOf = (...records: ReturnType<typeof ownRecord>[]) => toPackFile('series', records, { enteredBy: 'Anna', source: 'play aid B' }, EXPORTED)
const theirFire = { ...ownRecord('series-fire', fireData(['3 SP', [0, 1, 1, 2, 2, 3]]), 3, 'typed from card B'), updatedAt: Date.UTC(2026, 5, 1) }
const theirCounters = ownRecord('series-counters', { 'fr-1': 5 }, 2, 'typed from the counters')

describe('applyPack: only what the owner confirmed', () => {
  it('adds new entries, keeps yours on a conflict by default, and writes nothing else', () => {
    const mine = ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]]), 5)
    const pack = packOf(theirFire, theirCounters)
    const diff = diffPack(TEST_SPEC, pack, [mine])
    expect(recordsToApply(diff, pack, new Map()).map((r) => r.id)).toEqual(['series-counters'])
    expect(recordsToApply(diff, pack, new Map([['series-counters', 'keep']]))).toEqual([])
  })

  it("a taken record has the pack's data, provenance and time, and a version past yours and the pack's", () => {
    const mine = ownRecord('series-fire', fireData(['3 SP', [0, 0, 1, 1, 2, 2]]), 5)
    const pack = packOf(theirFire)
    const [taken] = recordsToApply(diffPack(TEST_SPEC, pack, [mine]), pack, new Map([['series-fire', 'take']]))
    expect(taken).toEqual({
      id: 'series-fire', ruleset: 'series', kind: 'table', name: 'Fire Table', data: theirFire.data,
      provenance: 'typed from card B — from the rule-book pack by Anna (play aid B), 2026-11-27', version: 6, updatedAt: theirFire.updatedAt,
    })
    const [fresh] = recordsToApply(diffPack(TEST_SPEC, pack, []), pack, new Map())
    expect(fresh!.version).toBe(3)
  })

  it('a record passed on from pack to pack keeps one "from the pack" note, never growing past the limit', () => {
    let record = { ...theirFire, provenance: 'x'.repeat(PROVENANCE_NOTE_MAX) }
    for (let i = 0; i < 3; i++) record = { ...record, provenance: takenProvenance(record, packOf(record)) }
    expect(record.provenance.split('from the rule-book pack').length).toBe(2)
    expect(record.provenance.length).toBeLessThanOrEqual(PROVENANCE_NOTE_MAX)
    expect(record.provenance.endsWith('— from the rule-book pack by Anna (play aid B), 2026-11-27')).toBe(true)
  })

  it('writes the confirmed records in one go, there after a reload', async () => {
    const db = freshDb()
    const store = useOwnerRecordsStore()
    await store.load()
    const pack = packOf(theirFire, theirCounters)
    const diff = diffPack(TEST_SPEC, pack, store.records)
    const r = await applyPack(TEST_SPEC, pack, diff, new Map(), store.records, store.putMany)
    expect(r.ok && r.written.map((x) => x.id)).toEqual(['series-fire', 'series-counters'])
    reload(db)
    const again = useOwnerRecordsStore()
    await again.load()
    expect(again.records.map((x) => [x.id, x.version]).sort()).toEqual([['series-counters', 2], ['series-fire', 3]])
  })

  it('writes nothing when one record cannot be stored: no half-applied pack', async () => {
    const db = freshDb()
    const store = useOwnerRecordsStore()
    await store.load()
    const pack = packOf(theirFire, theirCounters)
    const diff = diffPack(TEST_SPEC, pack, [])
    // The second record cannot be cloned into IndexedDB: the whole write must fail.
    const poisoned = (records: readonly ReturnType<typeof ownRecord>[]) => store.putMany([records[0]!, { ...records[1]!, data: (() => 1) as never }])
    const r = await applyPack(TEST_SPEC, pack, diff, new Map(), [], poisoned)
    expect(r).toEqual({ ok: false, message: 'Your tables could not be saved; nothing was changed.' })
    expect(await db.houseRules.count()).toBe(0)
    expect(store.records).toEqual([])
  })

  it('writes nothing if your rule book changed since the review, and hands back the fresh diff', async () => {
    const pack = packOf(theirFire)
    const shown = diffPack(TEST_SPEC, pack, [])
    const typedMeanwhile = ownRecord('series-fire', fireData(['3 SP', [1, 1, 1, 1, 1, 1]]))
    let writes = 0
    const r = await applyPack(TEST_SPEC, pack, shown, new Map(), [typedMeanwhile], async () => { writes++; return true })
    expect(writes).toBe(0)
    expect(!r.ok && r.message).toBe('Your rule book changed since this review (Fire Table); nothing was written. Look at the differences again.')
    expect(!r.ok && r.diff?.entries[0]?.status).toBe('changed')
  })
})

describe('provenance of a taken record', () => {
  it('says when the pack did not name who or from what', () => {
    const pack = toPackFile('series', [theirFire], { enteredBy: '', source: '' }, EXPORTED)
    expect(takenProvenance(pack.records[0]!, pack)).toBe('typed from card B — from the rule-book pack by someone unnamed (source not said), 2026-11-27')
    // The export writes a blank one as "not given": it reads the same.
    const notGiven = toPackFile('series', [theirFire], { enteredBy: 'not given', source: 'Not given' }, EXPORTED)
    expect(takenProvenance(notGiven.records[0]!, notGiven)).toBe(takenProvenance(pack.records[0]!, pack))
  })
})
