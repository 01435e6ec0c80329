import type { Json, JsonRecord, SideId } from './types'

/**
 * A battle value only one side may read (issue 25: "hidden orders"), e.g. a corps commander's orders, which
 * "are never revealed to the enemy" (seed 001, 17.8). Kept in the ruleset's battle state as
 * `{ secretOf, shown, hidden }`: `shown` is what the other side may know (an aide on the map, an order
 * revealed on a challenge), `hidden` the whole of it. On a shared battle the public log carries the value with
 * `hidden` replaced by HIDDEN_CARD; the whole value travels only in that side's document (src/model/secret.ts).
 */
export interface SideSecret {
  readonly secretOf: SideId
  readonly shown: Json
  readonly hidden: Json
}

/** What a phone may not see (a card of the other side's hand, the other side's orders). */
export const HIDDEN_CARD = '?'

const isRecord = (x: unknown): x is JsonRecord => typeof x === 'object' && x !== null && !Array.isArray(x)

/** True for a value in the SideSecret shape (whole or masked). */
export function isSideSecret(x: Json | undefined): x is JsonRecord & SideSecret {
  return isRecord(x) && (x.secretOf === 'a' || x.secretOf === 'b') && Object.hasOwn(x, 'shown') && Object.hasOwn(x, 'hidden') && Object.keys(x).length === 3
}

/** True for a SideSecret whose hidden part this phone does not have. */
export const isMaskedSecret = (x: Json | undefined): boolean => isSideSecret(x) && x.hidden === HIDDEN_CARD

/** The battle value for a side's secret. */
export const sideSecret = (side: SideId, shown: Json, hidden: Json): JsonRecord => ({ secretOf: side, shown, hidden })

/** The value as the public (the other side) holds it. */
export const maskSecret = (x: SideSecret): JsonRecord => ({ secretOf: x.secretOf, shown: x.shown, hidden: HIDDEN_CARD })

/** A side's secret as this phone reads it: `hidden` null when the phone may not see it. Null for any other value. */
export function readSideSecret(x: Json | undefined): { readonly side: SideId; readonly shown: Json; readonly hidden: Json | null } | null {
  if (!isSideSecret(x)) return null
  return { side: x.secretOf, shown: x.shown, hidden: x.hidden === HIDDEN_CARD ? null : x.hidden }
}
