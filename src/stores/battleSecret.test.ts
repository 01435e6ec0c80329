import { afterEach, describe, expect, it } from 'vitest'
import { sideSecret } from '@/model/sideSecret'
import { splitSecret } from '@/model/secret'
import { useBattleStore } from './battle'
import { useBattlesStore } from './battles'
import { dropDbs, freshDb } from './testDb'

afterEach(dropDbs)

/** Hidden orders (issue 25) through the store: what a player's phone may write, and an undo's words. */
const sides = [{ name: 'Ney', nationality: 'French' }, { name: 'Wellington', nationality: 'British' }] as const
const order = (side: 'a' | 'b', o: string) => ({ kind: 'order.initial', label: `Reille: initial order ${o}`, by: side, shown: { side, label: 'Reille: initial order given (17.3)' },
  ops: [{ op: 'battle.patch' as const, patch: { 'orders.l1': sideSecret(side, { aides: [] }, { order: o }) } }] })

async function openNew() {
  freshDb()
  const id = await useBattlesStore().create({ name: 'Quatre Bras', ruleset: 'wargaming', sides })
  const battle = useBattleStore()
  expect(await battle.open(id)).toBe(true)
  return battle
}

describe('the store and a side’s secrets', () => {
  it('the undo of a hidden action carries the hidden words, so the other side reads "Undo: …" without the order', async () => {
    const battle = await openNew()
    await battle.dispatch(order('a', 'attack'))
    expect(await battle.undo()).toBe(1)
    const undo = battle.log.at(-1)!
    expect(undo.label).toBe('Undo: Reille: initial order attack')
    expect(undo.shown).toEqual({ side: 'a', label: 'Undo: Reille: initial order given (17.3)' })
    expect(splitSecret(undo, battle.state!, battle.state!.setup).public.label).toBe('Undo: Reille: initial order given (17.3)')
  })

  it('a player’s phone may give its own side’s orders and not the other side’s; set free again, it may', async () => {
    const battle = await openNew()
    battle.setSeat('b')
    expect(await battle.dispatch(order('a', 'attack'))).toBeNull()
    expect(battle.error).toBe("This phone plays the British: the French keep this hidden, so the umpire or that side's player does this")
    expect(battle.log).toHaveLength(0)
    expect(await battle.dispatch(order('b', 'march'))).not.toBeNull()
    battle.setSeat(null)
    expect(await battle.dispatch(order('a', 'attack'))).not.toBeNull()
    expect(battle.log).toHaveLength(2)
  })
})
