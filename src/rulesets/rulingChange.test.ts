import { describe, expect, it } from 'vitest'
import { WARGAMING_RULINGS } from '@/engine/wargaming/rulings'
import { applyOps, initialState } from '@/model/fold'
import type { BattleSetup } from '@/model/types'
import { rulingChange } from './rulingChange'

const setup: BattleSetup = {
  id: 'b1', name: 'Talavera', ruleset: 'wargaming', createdAt: 0, tableUnit: 'cm', figureScale: 15,
  sides: [{ id: 'a', name: 'French', nationality: 'French' }, { id: 'b', name: 'Allies', nationality: 'British/KGL' }],
  rulings: { rainRounding: 'toward-zero', winnerBy: 'steps' }, options: {},
}
const rain = WARGAMING_RULINGS.find((r) => r.id === 'rainRounding')!

describe('changing a ruling', () => {
  it('records the new choice in the setup, keeping the other rulings, with a label naming the ruling', () => {
    const draft = rulingChange(setup, rain, 'down')!
    expect(draft.label).toBe('Ruling 2 (Halving in rain and for charge defensive fire): Down')
    const next = applyOps(initialState(setup), draft.ops)
    expect(next.setup.rulings).toEqual({ rainRounding: 'down', winnerBy: 'steps' })
  })

  it('records nothing for an unknown option or the value already in force', () => {
    expect(rulingChange(setup, rain, 'sideways')).toBeNull()
    expect(rulingChange(setup, rain, 'toward-zero')).toBeNull()
  })
})
