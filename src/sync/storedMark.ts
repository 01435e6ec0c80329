import * as Y from 'yjs'

/**
 * What the club server last said it has stored of a document (its state vector), kept on the phone. Without it a
 * phone reloaded with no network counted every action it held, the other phones' too, as "waiting to be stored":
 * the server's word is known again only once it answers. Kept in localStorage under the battle's id on the server
 * and the document; a damaged or foreign value reads as nothing stored. The server's next word replaces it.
 */
const PREFIX = 'adc.sync.stored.'
/** A state vector is a few bytes per phone that wrote to the document; anything longer is not ours. */
const MAX_CHARS = 4000

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>
const local = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage)

export interface StoredMark {
  read(): Map<number, number>
  write(stateVector: Uint8Array): void
}

export function storedMark(remoteId: string, part: string, storage: Storage | undefined = local()): StoredMark {
  const key = `${PREFIX}${remoteId}/${part}`
  return {
    read() {
      try {
        const text = storage?.getItem(key)
        if (!text || text.length > MAX_CHARS) return new Map()
        const sv = Y.decodeStateVector(Uint8Array.from(atob(text), (c) => c.charCodeAt(0)))
        return [...sv.values()].every((n) => Number.isSafeInteger(n) && n >= 0) ? sv : new Map()
      } catch {
        return new Map()
      }
    },
    write(stateVector) {
      try {
        storage?.setItem(key, btoa(String.fromCharCode(...stateVector)))
      } catch { /* storage full or off: the count is right again once the server answers */ }
    },
  }
}
