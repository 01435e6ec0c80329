import 'fake-indexeddb/auto'
import { afterEach, describe, expect, it } from 'vitest'
import oldMiniatures from '@/rulesets/miniatures/fixtures/unit-state-v1.json'
import { patch, put, testLog, testSetup } from '@/test-utils/battles'
import * as v from 'valibot'
import { ActionSchema, rulesetSchemas } from '@/model/schema'
import { KNOWN_RULESETS } from '@/rulesets/known'
import { useBattleStore } from '@/stores/battle'
import { dropDbs, freshDb, reload } from '@/stores/testDb'
import { withActionIds } from '@/model/actionId'
import { putBattle, saveSnapshot } from './writeBattle'

afterEach(dropDbs)

describe('stored battles and their ruleset’s unit-state version', () => {
  it('a miniatures battle stored with version-1 unit states is migrated once on open, and stays migrated', async () => {
    const db = freshDb()
    const setup = v.parse(rulesetSchemas(KNOWN_RULESETS.ids).BattleSetupSchema, oldMiniatures.setup)
    await putBattle(db, setup, v.parse(v.array(ActionSchema), withActionIds(oldMiniatures.actions) as unknown[]), setup.name, 1)
    await saveSnapshot(db, setup.id, { setup, units: {}, decks: {}, battle: {}, seq: 1 })
    const store = useBattleStore()
    expect(await store.open(setup.id)).toBe(true)
    expect(store.state?.units['u1']?.state).toMatchObject({ flag: 'English', disorderPoints: 1 })
    expect(store.state?.units['u1']?.state).not.toHaveProperty('nation')
    expect((await db.battles.get(setup.id))?.setup.stateVersion).toBe(2)
    expect((await db.actions.toArray()).map((a) => 'ops' in a && a.ops.length && JSON.stringify(a.ops).includes('"nation"'))).toEqual([false, false, false])
    expect(await db.snapshots.count()).toBe(0)

    reload(db)
    const again = useBattleStore()
    expect(await again.open(setup.id)).toBe(true)
    expect(again.state?.units['u1']?.state).toMatchObject({ flag: 'English', disorderPoints: 1 })
  })

  it('a stored unit state its ruleset refuses is reported as damaged, naming the field, and set aside; nothing is shown', async () => {
    const db = freshDb()
    const setup = testSetup({ id: 'bad' })
    await putBattle(db, setup, testLog([put('u1')], [patch('u1', { quality: 'heroic' })]), setup.name, 1)
    const store = useBattleStore()
    expect(await store.open('bad')).toBe(false)
    expect(store.state).toBeNull()
    expect(store.damaged?.message).toMatch(/actions\[1\]\.ops\[0\]\.state\.quality/)
  })
})
