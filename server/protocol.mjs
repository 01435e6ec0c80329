/**
 * What the club server and the phones say beside the y-websocket protocol (issue 25). Mirrored by
 * src/sync/protocol.ts (the phones' side; the app does not import server code).
 */

/** y-websocket's own message types are 0 sync, 1 awareness, 2 auth, 3 query awareness; 7 is ours. */
export const MESSAGE_STORED = 7

/** The documents of one battle: the public log and each side's hidden parts. */
export const PARTS = /** @type {const} */ (['public', 'side-a', 'side-b'])

export const ROLES = /** @type {const} */ (['umpire', 'a', 'b', 'watcher'])

/** Battle ids and tokens travel in addresses: letters, digits, '-' and '_' only. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/

/** Close codes in y-websocket's "do not reconnect" range (4400–4499), each with what went wrong. */
export const CLOSE = {
  badAddress: { code: 4400, reason: 'Not a battle address' },
  badToken: { code: 4401, reason: 'This link is not valid for this battle (ask the umpire for a new one)' },
  notYours: { code: 4403, reason: 'This role may not see that side' },
  unknownBattle: { code: 4404, reason: 'This battle is not shared on this server' },
}

/**
 * Which documents a role may open, and whether it may write them. A side document (hands, hidden
 * orders) goes only to that side and the umpire; a watcher reads the public log only.
 * @param {string} role
 * @param {string} part
 * @returns {'write' | 'read' | null}
 */
export function access(role, part) {
  if (role === 'umpire') return 'write'
  if (role === 'watcher') return part === 'public' ? 'read' : null
  if (part === 'public' || part === `side-${role}`) return 'write'
  return null
}
