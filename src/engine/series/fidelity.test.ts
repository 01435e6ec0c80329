import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { FORMATIONS } from './formations'

const text = seedText('001')
if (!text) console.info(NO_SEEDS)
/** The seed with its bold marks and line breaks flattened, so a sentence reads as printed. */
const flat = (s: string) => s.replace(/\*\*/g, '').replace(/\s+/g, ' ').trim()

describe('fidelity with seed 001 (chapters 4–9)', () => {
  it.skipIf(!text)('every sentence a formation quotes in allows/forbids is in the text, word for word', () => {
    const t = flat(text!)
    for (const f of FORMATIONS) for (const q of [...f.allows, ...f.forbids]) expect(t, `${f.name}: ${q}`).toContain(q)
  })
  it.skipIf(!text)('every formation section heading cited is printed', () => {
    const t = flat(text!)
    for (const f of FORMATIONS) {
      const [num, ...words] = f.rule.section.split(' ')
      const heading = new RegExp(`${num!.replace('.', '\\.')}\\)? -? ?${words.join(' ')}`, 'i')
      expect(t, f.rule.section).toMatch(heading)
    }
  })
})
