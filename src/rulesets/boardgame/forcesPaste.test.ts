import { describe, expect, it } from 'vitest'
import { parseLines } from '@/rulebook/parseLines'
import { FORCE_COLUMNS, pastedForces } from './forcesPaste'
import type { ScenarioForces } from './scenarioForces'

const read = (text: string) => { const r = parseLines(text, { columns: FORCE_COLUMNS, unknown: 'new' }); if (!r.ok) throw new Error(r.problems.map((p) => p.message).join(' | ')); return r.units }
const before: ScenarioForces = { units: [{ side: 'allied', type: 'line-infantry', name: '92nd Foot', elements: 4, general: '', sector: null }, { side: 'french', type: 'general', name: 'Old', elements: 1, general: '', sector: null }] }

describe('a historical scenario’s forces pasted as lines (seed 000, 13.1–13.3)', () => {
  it('reads name, side, type, elements (- = full), general and sector; the pasted side replaces its old lines', () => {
    const r = pastedForces(before, read('1er Léger French line-infantry 4 Ney left\nGrande Batterie French heavy-artillery - - centre\nReille French general - - -'))
    expect(r).toEqual({ ok: true, forces: { units: [
      before.units[0],
      { side: 'french', type: 'line-infantry', name: '1er Léger', elements: 4, general: 'Ney', sector: 'left' },
      { side: 'french', type: 'heavy-artillery', name: 'Grande Batterie', elements: 3, general: '', sector: 'centre' },
      { side: 'french', type: 'general', name: 'Reille', elements: 1, general: '', sector: null },
    ] } })
  })
  it('each line against 1.1 and 6.31, named by its pasted line', () => {
    expect(pastedForces(before, read('\nA French light-artillery 3 - -'))).toEqual({ ok: false, problems: [{ line: 2, message: 'Line 2: a light-artillery has 1–2 elements (1.1), got 3.' }] })
    expect(pastedForces(before, read('A French line-infantry - Ney -\n\nNey French general - - -'))).toEqual({ ok: false, problems: [{ line: 3, message: 'Line 3: "Ney" is placed twice on one side (6.31: one place per general).' }] })
  })
  it('the shared reader refuses an unknown type or side before (parseLines)', () => {
    const r = parseLines('A Austrian line-infantry - - -\nB French guard - - -', { columns: FORCE_COLUMNS, unknown: 'new' })
    expect(r.ok ? [] : r.problems.map((p) => p.message)).toEqual([
      'Line 1: A: side: ‘Austrian’ is not one of French, Allied.',
      'Line 2: B: type: ‘guard’ is not one of line-infantry, elite-infantry, light-cavalry, heavy-cavalry, light-artillery, heavy-artillery, horse-artillery, garrison, skirmisher, general.',
    ])
  })
})
