import type { Transaction } from 'dexie'
import { effectiveActions } from '@/model/fold'
import type { Action } from '@/model/types'

interface V1Battle {
  id: string
  setup?: { name?: unknown }
  name?: string
  lastSeq?: number
  deletedAt?: number | null
}

/** The name after the last rename still in force, else the setup's name. */
function currentName(battle: V1Battle, actions: Action[]): string {
  let name = typeof battle.setup?.name === 'string' ? battle.setup.name : ''
  for (const action of effectiveActions(actions))
    for (const op of action.ops ?? []) if (op.op === 'setup.patch' && typeof op.patch?.name === 'string') name = op.patch.name
  return name
}

/** v1 → v2: fill each battle's name, lastSeq and deletedAt from its actions. */
export async function upgradeToV2(tx: Transaction): Promise<void> {
  const byBattle = new Map<string, Action[]>()
  await tx
    .table('actions')
    .orderBy('[battleId+seq]')
    .each((record: Action & { battleId: string }) => {
      const list = byBattle.get(record.battleId) ?? []
      list.push(record)
      byBattle.set(record.battleId, list)
    })
  await tx
    .table('battles')
    .toCollection()
    .modify((battle: V1Battle) => {
      const actions = byBattle.get(battle.id) ?? []
      battle.name = currentName(battle, actions)
      battle.lastSeq = actions.at(-1)?.seq ?? 0
      battle.deletedAt = null
    })
}
