import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { BOARDGAME_RULINGS } from '@/engine/boardgame/rulings'
import { boardgame } from './index'
import { quatreBras } from './testkit'
import { BOARDGAME_UNIT_STATE } from './unitSchema'

describe('boardgame manifest', () => {
  it('offers the map or a table at 8 cm a hex (seed 003, 2.1), the three flags and the four scenarios of 13', () => {
    expect(boardgame.newBattle.hexes).toEqual({ ground: 'one of the map’s 21 × 13 hexes; the text gives no ground scale', tableMm: 80 })
    expect(boardgame.newBattle.nationalities).toEqual(['French', 'English', 'Prussian'])
    expect(boardgame.newBattle.scenarios?.map((s) => s.id)).toEqual(['waterloo', 'quatre-bras', 'ligny', 'hypothetical'])
    expect(boardgame.tabs.map((t) => t.id)).toEqual(['units', 'cards', 'combat'])
  })

  it('loads the engine, and with the battle its rulings', async () => {
    expect((await boardgame.engine()).id).toBe('boardgame')
    expect((await boardgame.battleAid()).rulings).toBe(BOARDGAME_RULINGS)
  })

  it('a unit state is checked by its type; a state from another game is refused naming the field', () => {
    const s = quatreBras()
    const schema = BOARDGAME_UNIT_STATE.schemaFor('line-infantry')!
    expect(v.safeParse(schema, s.units['u1']!.state).success).toBe(true)
    expect(BOARDGAME_UNIT_STATE.schemaFor('french-infantry')).toBeNull()
    const bad = v.safeParse(schema, { ...s.units['u1']!.state, elements: -1, nation: 'Austrian' })
    expect(bad.success).toBe(false)
    expect(bad.issues?.map((i) => v.getDotPath(i))).toEqual(['nation', 'elements'])
    expect(v.safeParse(schema, { ...s.units['u1']!.state, status: 'routed' }).success).toBe(false)
    expect(v.safeParse(schema, { ...s.units['u1']!.state, general: 'g'.repeat(61) }).success).toBe(false)
  })
})
