import { describe, expect, it } from 'vitest'
import { requestPersistentStorage } from './persist'

const manager = (persisted: boolean, grant: boolean | Error) =>
  ({
    persisted: async () => persisted,
    persist: async () => {
      if (grant instanceof Error) throw grant
      return grant
    },
  }) as unknown as StorageManager

describe('requestPersistentStorage', () => {
  it('reports what the browser grants, and never throws', async () => {
    expect(await requestPersistentStorage(manager(true, false))).toBe(true)
    expect(await requestPersistentStorage(manager(false, true))).toBe(true)
    expect(await requestPersistentStorage(manager(false, false))).toBe(false)
    expect(await requestPersistentStorage(manager(false, new Error('denied')))).toBe(false)
    expect(await requestPersistentStorage(undefined)).toBe(false)
  })
})
