import { describe, expect, it } from 'vitest'
import { NO_SEEDS, seedText } from '@/test-utils/seeds'
import { FLAGS, WHITE_DIE } from './whiteDie'

const s000 = seedText('000')
if (!s000) console.info(NO_SEEDS)

describe('white special-action die (seed 000, 1.2 Dice)', () => {
  it('has 2 French, 2 English and 2 Prussian flags', () => {
    expect(WHITE_DIE.faces).toEqual(['French', 'French', 'English', 'English', 'Prussian', 'Prussian'])
    expect(FLAGS).toEqual(['French', 'English', 'Prussian'])
  })
  it.skipIf(!s000)('faces as printed', () => {
    expect(s000!.replace(/\s+/g, ' ')).toContain('Each die has 2 French flags, 2 English flags and 2 Prussian flags')
  })
})
