import { describe, expect, it, vi } from 'vitest'
import { MAX_BATTLE_FILE_CHARS } from '@/model/restore'
import { readBattleFile } from './transfer'

/** A picked file whose text() is a spy: the size check must come before any read. */
const picked = (size: number, text: () => Promise<string> = async () => '{}', name = 'ligny.battle.json') => ({ name, size, text: vi.fn(text) })

describe('readBattleFile: the size is checked before the file is read', () => {
  it('a file 1 byte over the stated limit is refused, saying the limit, and never read', async () => {
    const file = picked(MAX_BATTLE_FILE_CHARS + 1)
    expect(await readBattleFile(file)).toEqual({
      ok: false,
      message: 'file: this file is 30 MB; the largest battle file Aide-de-Camp opens is 30 MB (a 20,000-action battle is about 11 MB)',
    })
    expect(file.text).not.toHaveBeenCalled()
    const huge = picked(2 * 1024 * 1024 * 1024)
    expect(await readBattleFile(huge)).toMatchObject({ ok: false, message: expect.stringMatching(/^file: this file is 2048 MB; /) })
    expect(huge.text).not.toHaveBeenCalled()
  })

  it('a file at the limit is read', async () => {
    const file = picked(MAX_BATTLE_FILE_CHARS, async () => 'text')
    expect(await readBattleFile(file)).toEqual({ ok: true, text: 'text' })
    expect(file.text).toHaveBeenCalledTimes(1)
  })

  it('a file the phone cannot read is a message naming it, quoted short', async () => {
    const name = `${'n'.repeat(300)}.json`
    const file = picked(10, async () => { throw new DOMException('The file could not be read', 'NotReadableError') }, name)
    expect(await readBattleFile(file)).toEqual({ ok: false, message: `Could not read ${'n'.repeat(100)}…: The file could not be read` })
  })
})
