/**
 * Global action ids (issue 25). Every action gets one when it is made, on the phone that makes it, so
 * the same action has the same id on every phone a battle is shared with, whatever its place (`seq`) in
 * each phone's log; an undo names the id it cancels. Logs written before ids (files, stored battles)
 * are given them once on read (`withActionIds`): `s<seq>`, and each undo the action today's rule gave it.
 */

/** What an id may be: 1 to 64 letters, digits, '-' or '_' (safe in a Yjs key, a file and an address). */
export const ACTION_ID = /^[A-Za-z0-9_-]{1,64}$/
export const ACTION_ID_MESSAGE = 'must be 1 to 64 letters, digits, - or _'

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** A new id: 16 base64url characters (96 random bits) from crypto.getRandomValues. */
export function newActionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  let id = ''
  for (const b of bytes) id += BASE64URL[b & 63]
  return id
}

/** The id an action of a log written before ids gets: its seq, as `s<seq>`. */
export const legacyId = (seq: number): string => `s${seq}`

type Raw = Record<string, unknown>
const isRaw = (x: unknown): x is Raw => typeof x === 'object' && x !== null && !Array.isArray(x)
const needsIds = (x: unknown) => isRaw(x) && (!('id' in x) || typeof x.undoes === 'number')

/**
 * Stored or imported actions (unchecked) with ids: an action without one gets `s<seq>`; an undo naming a
 * seq (the old form) names the id of the action it cancelled, found as before ids: the last action
 * still in force before it, which the seq must be. Actions that already have ids are left as they are,
 * and anything that is not an action is left for the schema to refuse. A message naming the field when
 * an old undo does not name the action it cancelled. `partial`: the actions are the tail of a log
 * (an old undo reaching before them names `s<seq>`).
 */
export function withActionIds(rows: readonly unknown[], partial = false): unknown[] | string {
  if (!rows.some(needsIds)) return rows as unknown[]
  const inForce: { seq: unknown; id: unknown }[] = []
  const out = new Array<unknown>(rows.length)
  for (const [i, row] of rows.entries()) {
    out[i] = row
    if (!isRaw(row)) continue
    const given = 'id' in row ? row.id : Number.isInteger(row.seq) ? legacyId(row.seq as number) : undefined
    let next: Raw = given === row.id ? row : { ...row, id: given }
    if (row.kind !== 'undo') inForce.push({ seq: row.seq, id: given })
    else if (typeof row.undoes === 'number') {
      const target = inForce.pop()
      if (!target && partial) next = { ...next, undoes: legacyId(row.undoes) }
      else if (!target) return `actions[${i}]: an undo with nothing left to undo`
      else if (target.seq !== row.undoes) return `actions[${i}].undoes: expected ${String(target.seq)} (the last action in force), got ${row.undoes}`
      else next = { ...next, undoes: target.id }
    } else {
      const at = inForce.findLastIndex((a) => a.id === row.undoes)
      if (at >= 0) inForce.splice(at, 1)
    }
    out[i] = next
  }
  return out
}
