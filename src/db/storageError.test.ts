import Dexie from 'dexie'
import { describe, expect, it } from 'vitest'
import { describeStorageError, isStorageFull, StorageError } from './storageError'

const FULL = "Could not save the action: the phone's storage is full. Nothing was changed."
const named = (name: string, extra: object = {}) => Object.assign(new Error('The quota has been exceeded. '.repeat(80)), { name }, extra)

describe('describeStorageError (issue 13: a full disk however Dexie names it)', () => {
  it('the browser\'s own QuotaExceededError (a DOMException) and its legacy codes 22 and 1014', () => {
    expect(describeStorageError('save the action', new DOMException('quota', 'QuotaExceededError'))).toBe(FULL)
    expect(describeStorageError('save the action', Object.assign(new Error('x'), { code: 22 }))).toBe(FULL)
    expect(describeStorageError('save the action', Object.assign(new Error('x'), { code: 1014 }))).toBe(FULL)
    expect(describeStorageError('save the action', named('NS_ERROR_DOM_QUOTA_REACHED'))).toBe(FULL)
  })

  it("Dexie's errors: its QuotaExceededError, and an AbortError wrapping the browser's in `inner`", () => {
    expect(Dexie.errnames.QuotaExceeded).toBe('QuotaExceededError')
    expect(describeStorageError('save the action', new Dexie.QuotaExceededError('full'))).toBe(FULL)
    const inner = new DOMException('quota', 'QuotaExceededError')
    expect(describeStorageError('save the action', new Dexie.AbortError('Transaction aborted', inner))).toBe(FULL)
    expect(describeStorageError('save the action', named('AbortError', { inner: named('QuotaExceededError') }))).toBe(FULL)
  })

  it('a cause, or a failure of a bulk write, that is a full disk', () => {
    expect(isStorageFull(new Error('write failed', { cause: named('QuotaExceededError') }))).toBe(true)
    expect(isStorageFull(named('BulkError', { failures: [named('QuotaExceededError')] }))).toBe(true)
    expect(isStorageFull(named('AbortError', { inner: named('UnknownError') }))).toBe(false)
    expect(isStorageFull(Object.assign(new Error('x'), { code: 21 }))).toBe(false)
    expect(isStorageFull('QuotaExceededError')).toBe(false)
    expect(isStorageFull(null)).toBe(false)
  })

  it('another tab changed the battle: ConstraintError, also when wrapped', () => {
    const other = 'Could not save the action: the battle was changed elsewhere (another tab?); reopen it. Nothing was changed.'
    expect(describeStorageError('save the action', named('ConstraintError'))).toBe(other)
    expect(describeStorageError('save the action', named('AbortError', { inner: named('ConstraintError') }))).toBe(other)
  })

  it('a StorageError says its own message; anything else its message, cut to 100 characters', () => {
    expect(describeStorageError('x', new StorageError('Could not open: gone.'))).toBe('Could not open: gone.')
    expect(describeStorageError('save the action', new Error('disk on fire'))).toBe('Could not save the action: disk on fire. Nothing was changed.')
    expect(describeStorageError('save the action', 'odd')).toBe('Could not save the action: odd. Nothing was changed.')
    expect(describeStorageError('save the action', new Error('e'.repeat(2000)))).toBe(`Could not save the action: ${'e'.repeat(100)}…. Nothing was changed.`)
  })

  it('a 2 KB label in `what` is quoted to 100 characters', () => {
    const what = `save "${'L'.repeat(2048)}"`
    expect(describeStorageError(what, new DOMException('q', 'QuotaExceededError'))).toBe(
      `Could not ${what.slice(0, 100)}…: the phone's storage is full. Nothing was changed.`,
    )
  })
})
