// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { ref } from 'vue'
import { createPinia, setActivePinia } from 'pinia'
import type { Action } from '@/model/types'
import { useBattleStore } from '@/stores/battle'
import { useOnce } from './useOnce'

const action = (seq: number, kind = 'wl.elan'): Action => ({ seq, at: seq, kind, label: `a${seq}`, by: 'umpire', ops: [] }) as unknown as Action

describe('a Log button used once', () => {
  it('stays disabled until the draft changes or the action is undone, and a second tap logs nothing', async () => {
    setActivePinia(createPinia())
    const battle = useBattleStore()
    battle.log = []
    const draft = ref({ unit: 'foy', test: 'panic' })
    const { used, once } = useOnce(() => draft.value)
    let writes = 0
    const log = async () => { writes += 1; battle.log = [...battle.log, action(battle.log.length + 1)]; return true }
    expect(used.value).toBe(false)
    expect(await once(log)).toBe(true)
    expect(used.value).toBe(true)
    // The second tap of the same draft writes nothing.
    expect(await once(log)).toBe(false)
    expect(writes).toBe(1)
    // Another action logged meanwhile changes nothing; the undo of the logged one opens it again.
    battle.log = [...battle.log, action(2, 'wl.other')]
    expect(used.value).toBe(true)
    battle.log = [...battle.log, action(3, 'undo'), action(4, 'undo')]
    expect(used.value).toBe(false)
    // A new draft may be logged at once.
    expect(await once(log)).toBe(true)
    draft.value = { unit: 'pire', test: 'panic' }
    expect(used.value).toBe(false)
    // A refused write leaves it open.
    expect(await once(async () => false)).toBe(false)
    expect(used.value).toBe(false)
  })
})
