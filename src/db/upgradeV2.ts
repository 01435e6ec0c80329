import type { Transaction } from 'dexie'
import { quote } from '@/model/issues'
import { restoreStored } from './damaged'

interface V1Battle {
  id: string
  setup?: unknown
  name?: string
  lastSeq?: unknown
  deletedAt?: number | null
  damage?: string
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

/** The last seq a battle's rows hold (rows come in seq order), or 0. */
function lastSeqOf(rows: readonly unknown[]): unknown {
  const last = rows.at(-1)
  return isRecord(last) ? last.seq : 0
}

/** Never throws: a failure is a message, so one battle cannot abort the upgrade of all. */
function safely(restore: () => ReturnType<typeof restoreStored>): ReturnType<typeof restoreStored> {
  try {
    return restore()
  } catch (e) {
    return { ok: false, message: `this battle could not be read (${quote(e instanceof Error ? e.message : String(e))})` }
  }
}

/**
 * v1 → v2: fill each battle's name, lastSeq and deletedAt from its actions. A battle whose stored
 * setup or log cannot be read (an action `ops: [null]`, a unit state its ruleset refuses…) never
 * aborts the upgrade, which would hide every battle: it gets its setup's name and a `damage` message,
 * and the list sets it aside (src/db/damaged.ts). Nothing here may throw on stored data.
 */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const byBattle = new Map<unknown, unknown[]>()
  await tx
    .table('actions')
    .orderBy('[battleId+seq]')
    .each((record: { battleId?: unknown }) => {
      const list = byBattle.get(record.battleId) ?? []
      list.push(record)
      byBattle.set(record.battleId, list)
    })
  await tx
    .table('battles')
    .toCollection()
    .modify((battle: V1Battle) => {
      const rows = byBattle.get(battle.id) ?? []
      const restored = safely(() => restoreStored(battle.setup, rows))
      const setupName = isRecord(battle.setup) && typeof battle.setup.name === 'string' ? battle.setup.name : ''
      // The name after the last rename still in force, else the setup's name.
      battle.name = restored.ok ? restored.state.setup.name : setupName
      battle.lastSeq = lastSeqOf(rows)
      battle.deletedAt = null
      if (!restored.ok) battle.damage = restored.message
    })
}
