import { describe, expect, it } from 'vitest'
import { safeFrom } from './fromPath'

describe('safeFrom', () => {
  it('keeps a path inside the app, with its query', () => {
    expect(safeFrom('/battle/b1/fire?unit=u2')).toBe('/battle/b1/fire?unit=u2')
    expect(safeFrom(['/battle/b1', '/x'])).toBe('/battle/b1')
  })
  it('refuses anything that could leave the app or loop', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'battle/b1', '/a\nb', '/rule-book/series', '/'.padEnd(301, 'x'), undefined, null, 3])
      expect(safeFrom(bad)).toBeNull()
  })
})
