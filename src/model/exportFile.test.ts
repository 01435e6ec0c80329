import { describe, expect, it } from 'vitest'
import { fileName, toBattleFile } from './exportFile'
import { testSetup } from '@/test-utils/battles'

describe('export file', () => {
  it('names the file after the battle, safely', () => {
    expect(fileName({ name: 'Quatre Bras, 16 June 1815' })).toBe('quatre-bras-16-june-1815.battle.json')
    expect(fileName({ name: 'Eylau — Bataille d’Élan' })).toBe('eylau-bataille-d-elan.battle.json')
    expect(fileName({ name: '???' })).toBe('battle.battle.json')
  })

  it('carries format, version, time, setup and actions', () => {
    expect(toBattleFile(testSetup(), [], 9)).toEqual({ format: 'aide-de-camp.battle', version: 2, exportedAt: 9, setup: testSetup(), actions: [] })
  })
})
