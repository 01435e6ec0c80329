import { rule000 } from './refs'

export const MOVEMENT_RULE = rule000('6.1 Movement')

// seed 000, 6.1 Movement and Roads: each allowance as printed ("Calvary" as printed).
export const MOVEMENT: readonly { readonly unit: string; readonly move: string; readonly road: string }[] = [
  { unit: 'Infantry', move: 'Infantry can move one hex and fire, or move two hexes but not fire.', road: 'Infantry can move 2 hexes and fire, or 3 hexes and not fire.' },
  { unit: 'Skirmishers', move: 'If activated, a skirmisher may move 1 space and/or fire as long as it remains adjacent to the parent unit.', road: '' },
  { unit: 'Garrisons', move: 'Garrisons may not move and are placed as determined by the scenario.', road: '' },
  { unit: 'Cavalry', move: 'Calvary may move up to 3 hexes and/or shock.', road: 'Cavalry can move 4 hexes and shock.' },
  { unit: 'Artillery', move: 'Artillery may move 1 hex OR fire.', road: 'Artillery can move 2 hexes and not fire.' },
  { unit: 'Horse Artillery', move: 'Horse artillery may move up to 2 hexes and/or fire.', road: 'Horse artillery can move 3 hexes and fire.' },
  { unit: 'Generals', move: 'Generals may move up to 3 hexes.', road: 'Generals can move 4 hexes.' },
]
