/**
 * The sync layer behind src/sync/api.ts, loaded by `loadSync()` only. This file stays light (no Yjs):
 * `isShared` reads the small shares database; sharing, joining and resuming load the Yjs parts.
 */
import type { SyncApi } from './api'
import { readShare } from './shares'

const heavy = () => Promise.all([import('./share'), import('./session')])

export const syncApi: SyncApi = {
  async shareBattle(battleId, serverUrl, deviceName) {
    const [{ shareBattle }] = await heavy()
    return shareBattle(battleId, serverUrl, deviceName)
  },
  async joinFromLink(link, deviceName) {
    const [{ joinFromLink }] = await heavy()
    return joinFromLink(link, deviceName)
  },
  async resume(battleId) {
    const share = await readShare(battleId)
    if (!share) return null
    const [, { startSession }] = await heavy()
    return startSession(share)
  },
  async isShared(battleId) {
    return (await readShare(battleId)) !== undefined
  },
}
