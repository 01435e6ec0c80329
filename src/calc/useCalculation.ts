import { computed, ref, shallowRef, watch, type Ref, type ComputedRef } from 'vue'
import { cryptoRandom, rollAll, RulesInputError, type Calculator, type CalculatorResult } from '@/engine/core'
import type { DiceRecord } from '@/model/types'
import { oddsBars, outcomeKey, outcomeLabel } from './odds'
import { preRollWorking } from './preRollWorking'
import { sayWorking } from './formatWorking'
import { sayPreRollTotal, sayRolledTotal, scoreSpan } from './scoreSpan'

const rng = cryptoRandom()

/** What a resolved calculation hands to whoever applies it to the battle. */
export interface Resolved<R> {
  result: R
  dice: DiceRecord
}

/**
 * The state of one calculation on screen: odds and pre-roll working while the input changes,
 * then the result for the dice the app rolled or the players entered. Input errors from the
 * engine become a message; nothing throws into the page.
 */
export function useCalculation<I, O, R extends CalculatorResult<O>>(
  calc: Ref<Calculator<I, O, R>> | ComputedRef<Calculator<I, O, R>>,
  input: Ref<I | null> | ComputedRef<I | null>,
) {
  const resolved = shallowRef<Resolved<R> | null>(null)
  const rollError = ref<string | null>(null)
  watch([calc, input], () => { resolved.value = null; rollError.value = null }, { deep: true })

  const prepared = computed(() => {
    if (!input.value) return { error: null, bars: [], working: [], dice: [], total: undefined, span: null }
    try {
      const i = input.value
      const working = preRollWorking(calc.value, i)
      const dice = calc.value.dice(i)
      // The working ends with its sum and what the dice can add: "= 2 + dice (−3…+3) → −1…5", never a bare "+ dice".
      const span = scoreSpan(calc.value, i, working)
      const total = sayPreRollTotal(span, dice, working)
      return { error: null, bars: oddsBars(calc.value, i), working, dice, total, span }
    } catch (e) {
      if (e instanceof RulesInputError) return { error: e.message, bars: [], working: [], dice: [], total: undefined, span: null }
      throw e
    }
  })

  function resolveWith(faces: (number | string)[], source: DiceRecord['source']) {
    if (!input.value) return
    try {
      const dice = calc.value.dice(input.value)
      const result = calc.value.resolve(input.value, faces)
      resolved.value = {
        result,
        dice: { source, dice: dice.map((d, i) => ({ role: d.role, die: d.die.id, face: faces[i]! })) },
      }
      rollError.value = null
    } catch (e) {
      if (e instanceof RulesInputError) rollError.value = e.message
      else throw e
    }
  }

  // A calculator with nothing to roll (the players typed the result they read on their play aid) is
  // resolved as soon as its input is good: the result, its working and Apply show at once.
  watch(prepared, (p) => {
    if (input.value && !p.error && p.dice.length === 0 && !resolved.value) resolveWith([], 'physical')
  }, { immediate: true })

  function roll() {
    const faces = rollAll(prepared.value.dice.map((d) => d.die), rng)
    if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate?.(25)
    resolveWith(faces, 'app')
  }

  const marked = computed(() => (resolved.value ? outcomeKey(resolved.value.result.outcome) : null))
  const resultLine = computed(() => (resolved.value ? outcomeLabel(resolved.value.result.outcome) : null))
  const saying = computed(() => sayWorking(prepared.value.working, prepared.value.total))
  /** After the roll: the score with the dice that made it ("with the dice" for the app's, "with your dice" for the players'). */
  const rolledTotal = computed(() => {
    const r = resolved.value
    return r ? sayRolledTotal(r.result.score, r.dice.dice.map((d) => d.face), prepared.value.span, r.dice.source === 'app' ? 'app' : 'physical') : undefined
  })

  /**
   * "Score N" only for a score the dice made: not for a result typed with no dice (a melee strength), nor
   * for a rating the die is read against (an Elan of 2), which the working already says as what it is.
   */
  const scoreShown = computed(() => {
    const r = resolved.value, span = prepared.value.span
    return r && typeof r.result.score === 'number' && r.dice.dice.length > 0 && span && span.min < span.max ? r.result.score : null
  })

  return { prepared, resolved, rollError, marked, resultLine, saying, rolledTotal, scoreShown, roll, enter: (f: (number | string)[]) => resolveWith(f, 'physical'), reset: () => { resolved.value = null } }
}
