import { check } from '../../core'
import { seriesRule } from '../commandRefs'

export const TACTICAL_ORDERS_RULE = seriesRule('17.3 Third Level: Tactical Orders')
export type TacticalOrder = 'attack' | 'march' | 'defense' | 'withdrawal' | 'retreat' | 'reserve'
export const TACTICAL_ORDERS: readonly TacticalOrder[] = ['attack', 'march', 'defense', 'withdrawal', 'retreat', 'reserve']

/** seed 001, 17.3: each order in a sentence, as the text gives it. */
export const TACTICAL_ORDER_TEXT: Readonly<Record<TacticalOrder, string>> = {
  attack: 'Engage at least one third of the good order units (round up, artillery not counted); engaged units move at least 4 hexes toward the enemy and, if possible, attack.',
  march: 'Column or general order only (limbered artillery); no attack, only opportunity fire; one unit may act freely.',
  defense: 'The leader moves only 2 hexes laterally, one toward his line of communication; the units stay behind a forward limit 1 hex in front of the most forward units.',
  withdrawal: 'The leader withdraws 2 or 3 hexes per turn toward his lines of communication, and at least one half of the units (round down) too.',
  retreat: 'Every unit in column (limbered) or disorganized moves at least 3 hexes per turn toward the lines of communication; no attack; two units may act freely; the only order allowing units to exit the map.',
  reserve: 'Start of the game only: units stay 6 hexes or more from the nearest enemy; no attack; becomes a defense order if an enemy comes at 5 hexes or closer.',
}

/** seed 001, 17.3 Attack: at least one third of the good-order non-artillery units, rounded up. */
export const attackMinimumEngaged = (goodOrderUnitsNotArtillery: number): number => Math.ceil(count(goodOrderUnitsNotArtillery, 'goodOrderUnitsNotArtillery') / 3)
/** seed 001, 17.3 Withdrawal: at least one half the units of the corps, rounded down. */
export const withdrawalMinimumUnits = (units: number): number => Math.floor(count(units, 'units') / 2)
/** seed 001, 17.3: units free to act under a March (one) or Retreat (two) order. */
export const FREE_UNITS: Readonly<Partial<Record<TacticalOrder, number>>> = { march: 1, retreat: 2 }
/** seed 001, 17.3 Attack: engaged units move at least 4 hexes; Retreat at least 3; Withdrawal 2 or 3; Defense 2 laterally. */
export const ORDER_DISTANCES = { attackAtLeast: 4, retreatAtLeast: 3, withdrawalFrom: 2, withdrawalTo: 3, defenseLateral: 2, defenseTowardLines: 1, reserveAtLeast: 6, reserveBecomesDefenseAt: 5 } as const

function count(v: number, field: string): number {
  check(Number.isInteger(v) && v >= 0, 'out-of-range', field, `${field} must be a whole number, 0 or more, got ${v}.`)
  return v
}

/** seed 001, 17.3 Reserve: "A defense order is automatically applied if an enemy unit comes at 5 hexes or closer." */
export function reserveBecomesDefense(nearestEnemyHexes: number): boolean {
  return count(nearestEnemyHexes, 'nearestEnemyHexes') <= ORDER_DISTANCES.reserveBecomesDefenseAt
}

/** seed 001, 17.3 Army Commanders Order Capabilities: new orders per turn ("These values can vary with the battle"). */
export type OrderNation = 'French' | 'Russia' | 'Austria' | 'Sweden' | 'Spain' | 'Prussian' | 'English'
export const ORDER_CAPABILITIES: readonly { readonly nation: string; readonly orders: string }[] = [
  { nation: 'French', orders: '3 orders per turn' },
  { nation: 'Russia, Austria, Sweden, Spain', orders: '1 order per turn' },
  { nation: 'Prussian', orders: '1 order per turn in 1807 or before, 2 orders per turn after 1807' },
  { nation: 'English', orders: '2 orders per turn' },
]
export function ordersPerTurn(nation: OrderNation, year?: number): number {
  switch (nation) {
    case 'French': return 3
    case 'English': return 2
    case 'Prussian':
      check(year !== undefined && Number.isInteger(year), 'out-of-range', 'year', 'Prussian order capability depends on the year (1 in 1807 or before, 2 after).')
      return year <= 1807 ? 1 : 2
    case 'Russia': case 'Austria': case 'Sweden': case 'Spain': return 1
    default:
      check(false, 'unknown-value', 'nation', `No order capability printed for "${String(nation).slice(0, 100)}": take it from the battle's special rules.`)
  }
}

/**
 * seed 001, 17.3: may the army commander send one more order this turn? A general retreat order goes to every
 * corps whatever the capability, and then no other order may be sent that turn.
 */
export function maySendOrder(sentThisTurn: number, capability: number, generalRetreatSent: boolean): boolean {
  count(sentThisTurn, 'sentThisTurn')
  count(capability, 'capability')
  return !generalRetreatSent && sentThisTurn < capability
}

/** seed 001, 17.3: the army commander moves half his allowance (round up) unless the army is demoralized or half his corps (round up) retreat. */
export function armyCommanderMovement(allowance: number, armyDemoralized: boolean, corps: number, corpsWithRetreatOrder: number): number {
  count(allowance, 'allowance')
  count(corps, 'corps')
  count(corpsWithRetreatOrder, 'corpsWithRetreatOrder')
  check(corpsWithRetreatOrder <= corps, 'out-of-range', 'corpsWithRetreatOrder', `${corpsWithRetreatOrder} corps retreating of ${corps}.`)
  const free = armyDemoralized || (corps > 0 && corpsWithRetreatOrder >= Math.ceil(corps / 2))
  return free ? allowance : Math.ceil(allowance / 2)
}

/** seed 001, 17.4: a written primary order is kept 3 continuous turns; from the fourth the leader may fall back to his secondary order. */
export const PRIMARY_ORDER_TURNS = 3
export function mayFallBackToSecondary(primaryFromTurn: number, turn: number): boolean {
  count(primaryFromTurn, 'primaryFromTurn')
  count(turn, 'turn')
  return turn >= primaryFromTurn + PRIMARY_ORDER_TURNS
}
