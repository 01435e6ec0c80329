import Dexie from 'dexie'
import { fileName } from '@/model/exportFile'
import type { AdcDatabase } from './db'
import { readablePart } from './damaged'
import { damagedEntry } from './damagedEntry'
import { rowActions } from './logRows'

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x)

/** A battle's record and action rows exactly as stored, without any check. */
export async function readRawBattle(db: AdcDatabase, id: string): Promise<{ battle: unknown; rows: unknown[] }> {
  const [battle, rows] = await Promise.all([
    db.battles.get(id),
    db.actions.where('[battleId+seq]').between([id, Dexie.minKey], [id, Dexie.maxKey], true, true).toArray(),
  ])
  return { battle, rows }
}

/** What "Save the readable part" and "Save the raw record" write for a damaged battle. */
export async function exportDamaged(
  db: AdcDatabase,
  id: string,
  what: 'readable' | 'raw',
  now: number,
): Promise<{ name: string; text: string; kept?: number; of: number }> {
  const { battle, rows } = await readRawBattle(db, id)
  const { name } = damagedEntry(battle, '')
  const of = rowActions(rows).length
  if (what === 'readable') {
    const part = readablePart(isRecord(battle) ? battle.setup : undefined, rows, now)
    if (part) return { name: fileName(part.file.setup), text: JSON.stringify(part.file, null, 1), kept: part.kept, of }
  }
  const raw = { format: 'aide-de-camp.damaged-battle', savedAt: now, battle, actions: rows }
  return { name: fileName({ name }).replace(/\.battle\.json$/, '.damaged.json'), text: JSON.stringify(raw, null, 1), of }
}
