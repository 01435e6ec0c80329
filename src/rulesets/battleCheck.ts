import type { BattleState, Unit } from '@/model/types'

/**
 * A ruleset's rules' bounds that a single field cannot say, checked on the folded battle (after each action on
 * import and read, src/rulesets/foldedStates.ts): a unit against its own start (elements, steps), its kind
 * against its state's type, references that must resolve (parents, leaders, order of battle, cards), and the
 * battle state's turns, hours, rounds and decks. Each ruleset exports one as `BATTLE_CHECK` from its
 * `src/rulesets/<id>/battleSchema.ts`; it is found there by file name, so the manifests (and the battle list's
 * first load) carry none of it.
 */
export interface BattleCheck {
  readonly ruleset: string
  /** The first breach as a message naming the field (`units.<id>.state.steps: …`), or null. `unit` set: that unit only; absent: the battle state. */
  check(state: BattleState, unit?: Unit): string | null
}
