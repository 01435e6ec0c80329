import { describe, expect, it } from 'vitest'
import { mergePatch, sameJson, wasOf, type FieldClash } from './patchMerge'

describe('sameJson: equal plain data', () => {
  it('numbers, texts, null, lists and records, nested; order of a record’s keys does not matter', () => {
    expect(sameJson(1, 1)).toBe(true)
    expect(sameJson(null, null)).toBe(true)
    expect(sameJson({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true)
    expect(sameJson([1, 2], [1, 2])).toBe(true)
  })

  it('differs on any value, length, key, or kind', () => {
    expect(sameJson(1, 2)).toBe(false)
    expect(sameJson(null, 0)).toBe(false)
    expect(sameJson(0, null)).toBe(false)
    expect(sameJson({}, null)).toBe(false)
    expect(sameJson(null, {})).toBe(false)
    expect(sameJson('1', 1)).toBe(false)
    expect(sameJson([1, 2], [1, 3])).toBe(false)
    expect(sameJson([1, 2], [1, 2, 3])).toBe(false)
    expect(sameJson([1], { 0: 1 })).toBe(false)
    expect(sameJson({ 0: 1 }, [1])).toBe(false)
    expect(sameJson({ a: 1 }, { a: 1, b: 2 })).toBe(false)
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false)
    expect(sameJson({ a: 1 }, { b: 1 })).toBe(false)
    expect(sameJson({ a: { b: 1 } }, { a: { b: 2 } })).toBe(false)
    expect(sameJson({ a: 1, b: 1 }, { a: 1, b: 2 })).toBe(false)
  })
})

describe('mergePatch', () => {
  const clashes = (record: Record<string, never> | Parameters<typeof mergePatch>[0], patch: Parameters<typeof mergePatch>[1], was?: Parameters<typeof mergePatch>[2]) => {
    const seen: FieldClash[] = []
    return { out: mergePatch(record, patch, was, (c) => seen.push(c)), seen }
  }

  it('without was: a plain shallow merge, no clash', () => {
    expect(clashes({ a: 1, b: 2 }, { b: 5 })).toEqual({ out: { a: 1, b: 5 }, seen: [] })
  })

  it('a was that still holds, or a key it does not name: written as it stands', () => {
    expect(clashes({ a: 1, b: 2 }, { a: 2, c: 'x' }, { a: 1 })).toEqual({ out: { a: 2, b: 2, c: 'x' }, seen: [] })
    expect(clashes({}, { a: 3 }, { a: null })).toEqual({ out: { a: 3 }, seen: [] })
  })

  it('a number whose was no longer holds: the change is applied on top of the other phone’s', () => {
    expect(clashes({ a: 3 }, { a: 3 }, { a: 4 })).toEqual({ out: { a: 2 }, seen: [{ key: 'a', was: 4, before: 3, mine: 3, applied: 2, numeric: true }] })
    expect(clashes({ a: 5 }, { a: 6 }, { a: 4 }).out).toEqual({ a: 7 })
  })

  it('not all numbers: the later stands; the same value on both is no clash; a key this action did not change keeps the other’s', () => {
    expect(clashes({ f: 'square' }, { f: 'column' }, { f: 'line' })).toEqual({ out: { f: 'column' }, seen: [{ key: 'f', was: 'line', before: 'square', mine: 'column', applied: 'column', numeric: false }] })
    expect(clashes({ a: 'x' }, { a: 3 }, { a: 1 }).seen[0]).toMatchObject({ numeric: false, applied: 3 })
    expect(clashes({ a: 3 }, { a: 'x' }, { a: 1 }).seen[0]).toMatchObject({ numeric: false, applied: 'x' })
    expect(clashes({ a: 3 }, { a: 5 }, { a: 'x' }).seen[0]).toMatchObject({ numeric: false, applied: 5 })
    expect(clashes({ a: null }, { a: 5 }, { a: 1 }).seen[0]).toMatchObject({ numeric: false, applied: 5 })
    expect(clashes({ f: 'square' }, { f: 'square' }, { f: 'line' })).toEqual({ out: { f: 'square' }, seen: [] })
    expect(clashes({ f: 'square' }, { f: 'line' }, { f: 'line' })).toEqual({ out: { f: 'square' }, seen: [] })
  })

  it('wasOf: each key the patch writes, as it is now (null when absent)', () => {
    expect(wasOf({ a: 1, b: [2] }, { b: 0, c: 0 })).toEqual({ b: [2], c: null })
  })
})
