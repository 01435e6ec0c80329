import type { Transaction } from 'dexie'
import { withActionIds } from '@/model/actionId'
import { rowActions } from './logRows'

const isChunk = (row: unknown): row is { chunk: unknown[] } =>
  typeof row === 'object' && row !== null && Array.isArray((row as { chunk?: unknown }).chunk)

/** A battle's rows with the actions given ids put back where they were (a chunk keeps its place and length). */
function rowsWithIds(rows: readonly unknown[], given: readonly unknown[]): unknown[] {
  let at = 0
  return rows.map((row) => {
    if (isChunk(row)) {
      const chunk = given.slice(at, at + row.chunk.length)
      at += row.chunk.length
      return { ...row, chunk }
    }
    const action = given[at++]
    return action === row ? row : { ...(action as object), battleId: (row as { battleId?: unknown }).battleId }
  })
}

/**
 * v2 → v3: every stored action gets its global id (issue 25): `s<seq>`, and each undo the id of the action it
 * cancelled (src/model/actionId.ts). A battle whose log cannot be given ids (an old undo naming no action it
 * could have cancelled) is left as it was: opening it finds the damage and sets it aside, as before. Never throws
 * on stored data, so one battle cannot stop the upgrade of all.
 */
export async function upgradeToV3(tx: Transaction): Promise<void> {
  const byBattle = new Map<unknown, unknown[]>()
  await tx
    .table('actions')
    .orderBy('[battleId+seq]')
    .each((row: { battleId?: unknown }) => {
      const list = byBattle.get(row.battleId) ?? []
      list.push(row)
      byBattle.set(row.battleId, list)
    })
  const changed: unknown[] = []
  for (const rows of byBattle.values()) {
    const given = withActionIds(rowActions(rows))
    if (typeof given === 'string') continue
    rowsWithIds(rows, given).forEach((row, i) => {
      if (row !== rows[i]) changed.push(row)
    })
  }
  if (changed.length) await tx.table('actions').bulkPut(changed)
}
