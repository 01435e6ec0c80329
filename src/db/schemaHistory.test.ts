import Dexie from 'dexie'
import { createPinia, setActivePinia } from 'pinia'
import { afterEach, describe, expect, it } from 'vitest'
import { restoreBattleFile } from '@/model/restore'
import { useBattleStore } from '@/stores/battle'
import { useBattlesStore } from '@/stores/battles'
import { SHIPPED_STORES, writeFixture, type DbFixture } from '@/test-utils/dbFixtures'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { RULESET_IDS } from '@/rulesets/list'
import { AdcDatabase, DB_NAME, setDb } from './db'
import { DEXIE_VERSION } from './listBattles'
import v1 from './fixtures/v1-database.json'
import v1Damaged from './fixtures/v1-database-damaged.json'
import v2 from './fixtures/v2-database.json'
import v2Damaged from './fixtures/v2-database-damaged.json'
import v3 from './fixtures/v3-database.json'
import v3Damaged from './fixtures/v3-database-damaged.json'

/** How valibot lists the ruleset ids a file may name. */
const ONE_OF_RULESETS = RULESET_IDS.map((id) => `"${id}"`).join(' | ')

/** Every shipped schema version, clean and damaged. */
const FIXTURES: Record<number, { clean: DbFixture; damaged: DbFixture }> = {
  1: { clean: v1, damaged: v1Damaged },
  2: { clean: v2, damaged: v2Damaged },
  3: { clean: v3, damaged: v3Damaged },
}

let db: AdcDatabase | undefined
afterEach(async () => {
  db?.close()
  setDb(null)
  await Dexie.delete(DB_NAME)
})

/** The app started on a database that version `version` left behind: its list, as the battles store reads it. */
async function appOn(version: number, fixture: DbFixture, now = Date.now()) {
  await writeFixture(DB_NAME, version, fixture)
  db = new AdcDatabase()
  setDb(db)
  setActivePinia(createPinia())
  const battles = useBattlesStore()
  await battles.load(now)
  return battles
}

/** Opens a battle as the battle page does; its error when it cannot. */
async function opens(id: string): Promise<string | true> {
  const battle = useBattleStore()
  return (await battle.open(id)) || (battle.damaged?.message ?? battle.error ?? 'no error shown')
}

const [LIGNY, WAVRE, PLANCENOIT, QUATRE_BRAS] = v1Damaged.battles.map((b) => b.id)
const [, WAGRAM, ESSLING, EYLAU] = v2Damaged.battles.map((b) => b.id)
const AUSTERLITZ = v2.battles[1]!.id

describe('schema history: a database from every shipped schema version, clean and damaged, opens', () => {
  it('there is a clean and a damaged fixture for every schema version db.ts declares, as shipped', () => {
    expect(Object.keys(FIXTURES).map(Number)).toEqual(Array.from({ length: DEXIE_VERSION }, (_, i) => i + 1))
    expect(Object.keys(SHIPPED_STORES).map(Number)).toEqual(Object.keys(FIXTURES).map(Number))
  })

  it('v1 clean: its battle is listed under the last rename in force and opens', async () => {
    const battles = await appOn(1, FIXTURES[1]!.clean)
    expect(battles.summaries.map((s) => [s.name, s.actionCount])).toEqual([['Ligny, 16 June', 5]])
    expect(battles.damaged).toEqual([])
    expect(battles.error).toBeNull()
    expect(await opens(LIGNY!)).toBe(true)
    expect(db!.verno).toBe(DEXIE_VERSION)
  })

  it('v1 damaged (an action ops: [null], a setup of no known ruleset, a unit state its ruleset refuses): the upgrade sets them aside, the rest opens', async () => {
    const battles = await appOn(1, FIXTURES[1]!.damaged)
    expect(battles.error).toBeNull()
    expect(battles.summaries.map((s) => s.name)).toEqual(['Ligny, 16 June'])
    expect(await opens(LIGNY!)).toBe(true)
    expect(battles.damaged).toEqual([
      { id: WAVRE, name: 'Wavre', message: 'actions[2].ops[0]: expected Object, got null', readable: true },
      { id: PLANCENOIT, name: 'Plancenoit', message: `setup.ruleset: expected one of ${ONE_OF_RULESETS}, got "chess"`, readable: false },
      { id: QUATRE_BRAS, name: 'Quatre Bras', message: expect.stringMatching(/^actions\[0\]\.ops\[0\]\.unit\.state\.bases: expected number, got "four"/), readable: true },
    ])
  })

  it('v1 damaged: the readable part of each is a battle file that imports again; the raw record keeps everything', async () => {
    const battles = await appOn(1, FIXTURES[1]!.damaged)
    const wavre = await battles.exportDamagedText(WAVRE!, 'readable')
    // Actions 1 and 2 read; action 3 is the damaged one, so 4 (a rename) is left out too.
    expect(wavre).toMatchObject({ name: 'wavre.battle.json', kept: 2, of: 4 })
    const restored = restoreBattleFile(JSON.parse(wavre.text), KNOWN_RULESETS)
    expect(restored.ok && restored.state.units.u1?.state).toMatchObject({ lostBases: 1 })
    expect(await battles.exportDamagedText(QUATRE_BRAS!, 'readable')).toMatchObject({ name: 'quatre-bras.battle.json', kept: 0, of: 2 })
    // A setup that cannot be read has no readable part: the raw record is saved instead.
    const plancenoit = await battles.exportDamagedText(PLANCENOIT!, 'readable')
    expect(plancenoit).toMatchObject({ name: 'plancenoit.damaged.json', of: 1 })
    expect(plancenoit.kept).toBeUndefined()
    const raw = JSON.parse((await battles.exportDamagedText(WAVRE!, 'raw')).text) as { format: string; battle: { setup: unknown }; actions: unknown[] }
    expect(raw.format).toBe('aide-de-camp.damaged-battle')
    expect(raw.battle.setup).toEqual(v1Damaged.battles[1]!.setup)
    // Everything kept, each action with the id the v3 upgrade gave it (issue 25).
    expect(raw.actions).toEqual(v1Damaged.actions.filter((a) => a.battleId === WAVRE).map((a) => ({ ...a, id: `s${a.seq}` })))
  })

  it('v2 clean: the list, recently deleted, and every battle opens', async () => {
    // A day after Austerlitz was deleted: still in Recently deleted.
    const battles = await appOn(2, FIXTURES[2]!.clean, v2.battles[1]!.deletedAt! + 24 * 3600 * 1000)
    expect(battles.summaries.map((s) => s.name)).toEqual(['Ligny, 16 June'])
    expect(battles.deleted.map((s) => s.name)).toEqual(['Austerlitz'])
    expect(battles.damaged).toEqual([])
    expect(await opens(LIGNY!)).toBe(true)
    expect(await opens(AUSTERLITZ)).toBe(true)
    expect(useBattleStore().state?.units.u1?.state).toMatchObject({ lostBases: 1 })
    expect(await db!.houseRules.count()).toBe(1)
  })

  it('v2 damaged: marked and unreadable records are set aside, a damaged snapshot is skipped, a damaged log found on open is named and then set aside too', async () => {
    const battles = await appOn(2, FIXTURES[2]!.damaged)
    expect(battles.error).toBeNull()
    expect(battles.summaries.map((s) => s.name)).toEqual(['Ligny, 16 June', 'Eylau'])
    expect(battles.damaged).toEqual([
      { id: WAGRAM, name: 'Wagram', message: 'actions[1].ops[0]: expected Object, got null', readable: true },
      { id: ESSLING, name: 'Essling', message: expect.stringMatching(/^setup\.ruleset: expected one of .*, got "chess" \(and 1 more problem\)$/), readable: false },
    ])
    expect(await opens(LIGNY!)).toBe(true)
    expect(await opens(EYLAU!)).toMatch(/^Battle "Eylau" is damaged: actions\[0\]\.ops\[0\]\.unit\.state\.bases: expected number, got "four"/)
    // Found damaged on open, Eylau is marked: the list now sets it aside with the others.
    await battles.load()
    expect(battles.summaries.map((s) => s.name)).toEqual(['Ligny, 16 June'])
    expect(battles.damaged.map((d) => d.name)).toEqual(['Wagram', 'Essling', 'Eylau'])
    expect(await battles.exportDamagedText(WAGRAM!, 'readable')).toMatchObject({ name: 'wagram.battle.json', kept: 1, of: 2 })
  })

  it('v2 → v3: every stored action gets its id, s<seq>, and the undo names the id of the rename it cancelled; the battle plays the same', async () => {
    await appOn(2, FIXTURES[2]!.clean)
    const rows = await db!.actions.where('battleId').equals(LIGNY!).toArray()
    expect(rows.map((r) => ('id' in r ? [r.id, r.undoes] : null))).toEqual([['s1', undefined], ['s2', undefined], ['s3', undefined], ['s4', undefined], ['s5', 's4']])
    expect(await opens(LIGNY!)).toBe(true)
    expect(useBattleStore().state?.setup.name).toBe('Ligny, 16 June')
    expect(useBattleStore().undoLabel).toBe('Undo: Renamed the battle "Ligny" to "Ligny, 16 June"')
  })

  it('v3 clean: the list, recently deleted, and every battle opens; its ids are kept as stored', async () => {
    const battles = await appOn(3, FIXTURES[3]!.clean, v3.battles[1]!.deletedAt! + 24 * 3600 * 1000)
    expect(battles.summaries.map((s) => s.name)).toEqual(['Ligny, 16 June'])
    expect(battles.deleted.map((s) => s.name)).toEqual(['Austerlitz'])
    expect(battles.damaged).toEqual([])
    expect(await opens(LIGNY!)).toBe(true)
    expect(useBattleStore().log.map((a) => a.id)).toEqual(v3.actions.filter((a) => a.battleId === LIGNY).map((a) => a.id))
    expect(useBattleStore().state?.units.u1?.state).toMatchObject({ lostBases: 1 })
    expect(await opens(AUSTERLITZ)).toBe(true)
  })

  it('v3 damaged: as v2, and a log naming one id twice is found on open, named and set aside', async () => {
    const battles = await appOn(3, FIXTURES[3]!.damaged)
    expect(battles.summaries.map((s) => s.name)).toEqual(['Ligny, 16 June', 'Borodino', 'Eylau'])
    expect(battles.damaged.map((d) => d.name)).toEqual(['Wagram', 'Essling'])
    expect(await opens(LIGNY!)).toBe(true)
    expect(await opens(v3Damaged.battles[4]!.id)).toMatch(/^This battle's stored log is damaged: actions\[1\]\.id: "oDdCWhOhEHUEiWoK" is already the id of actions\[0\]/)
    await battles.load()
    expect(battles.damaged.map((d) => d.name)).toEqual(['Wagram', 'Essling', 'Borodino'])
  })
})
