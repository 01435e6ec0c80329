import { RulesInputError, type Calculator, type CalculatorResult } from '@/engine/core'

/**
 * A calculator with no dice to roll (its table is empty and the players typed the result they read on their
 * play aid): the result, or the engine's message in player words. Other errors are bugs and are thrown.
 */
export function resolveWithoutDice<I, O, R extends CalculatorResult<O>>(calc: Calculator<I, O, R>, input: I | null): { result: R | null; error: string | null } {
  if (input === null) return { result: null, error: null }
  try {
    return { result: calc.resolve(input, []), error: null }
  } catch (e) {
    if (e instanceof RulesInputError) return { result: null, error: e.message }
    throw e
  }
}

/** The input as plain JSON for an action's `detail.input` (no table, which has its own record and version). */
export function plainInput(input: object | null, drop: readonly string[]): Record<string, never> | { [k: string]: import('@/model/types').Json } {
  if (!input) return {}
  const copy = Object.fromEntries(Object.entries(input).filter(([k]) => !drop.includes(k)))
  return JSON.parse(JSON.stringify(copy)) as { [k: string]: import('@/model/types').Json }
}
