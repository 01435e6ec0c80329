import { describe, expect, it } from 'vitest'
import { failureWords } from './failure'

describe('a failed share or join, said once', () => {
  it('keeps the layer\'s own sentence, adding advice only to a bare message', () => {
    expect(failureWords('Could not join', new Error('The server is down. Start it.'), 'Try again.')).toBe('Could not join: The server is down. Start it.')
    expect(failureWords('Could not join', new Error('refused'), 'Try again.')).toBe('Could not join: refused. Try again.')
    expect(failureWords('Could not join', new Error(''), 'Try again.')).toBe('Could not join. Try again.')
    expect(failureWords('Could not join', 'x'.repeat(400), 'Try again.')).toHaveLength('Could not join: '.length + 301)
  })
})
