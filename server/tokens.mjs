/**
 * A battle's tokens, one per role, random and stored in the server's LevelDB (as metadata of the
 * battle's name). Registering again needs the umpire's token and gives the same tokens back; a player's
 * token gets the watcher's only (a player may hand on a watcher link, nothing more).
 */
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { ROLES } from './protocol.mjs'

const newToken = () => randomBytes(18).toString('base64url')

function same(a, b) {
  const x = Buffer.from(String(a))
  const y = Buffer.from(String(b))
  return x.length === y.length && timingSafeEqual(x, y)
}

/** @param {import('y-leveldb').LeveldbPersistence} ldb */
export function battleTokens(ldb) {
  /** @type {Map<string, Promise<unknown>>} one registration at a time per battle */
  const busy = new Map()
  const read = async (battleId) => /** @type {Record<string, string> | undefined} */ (await ldb.getMeta(`battle:${battleId}`, 'tokens'))

  return {
    /**
     * @param {string} battleId
     * @param {string | undefined} umpireToken the umpire's token (every role's back) or a player's (the watcher's only)
     * @returns {Promise<{ status: 201 | 200 | 403, tokens?: Record<string, string> }>}
     */
    register(battleId, umpireToken) {
      const run = (busy.get(battleId) ?? Promise.resolve()).then(async () => {
        const known = await read(battleId)
        if (known && umpireToken && same(umpireToken, known.umpire)) return { status: 200, tokens: known }
        if (known && umpireToken && (same(umpireToken, known.a) || same(umpireToken, known.b))) return { status: 200, tokens: { watcher: known.watcher } }
        if (known) return { status: 403 }
        const tokens = Object.fromEntries(ROLES.map((r) => [r, newToken()]))
        await ldb.setMeta(`battle:${battleId}`, 'tokens', tokens)
        return { status: 201, tokens }
      })
      busy.set(battleId, run.catch(() => undefined))
      return run
    },
    /** The role a token gives on a battle: null for a wrong token, undefined for a battle not registered. */
    async roleOf(battleId, token) {
      const known = await read(battleId)
      if (!known) return undefined
      return ROLES.find((r) => same(token ?? '', known[r])) ?? null
    },
  }
}
