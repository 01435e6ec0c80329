import type { CommandCard } from './orderCards'

const s = (id: string, italian: string, english: string, text: string): CommandCard =>
  ({ id, italian, english, kind: 'special', count: 3, text })

// seed 000, Reference Sheet: 24 Special Order Cards (3 of each) and each card's text as printed.
export const SPECIAL_CARDS: readonly CommandCard[] = [
  s('marce-forzate', 'Marce Forzate', 'Forced March',
    'All the infantry units in one sector can move 2 hexes and fight. This card can NOT be used to move through terrain that stops movement (wood, buildings, rivers and marsh).'),
  s('bombardamento', 'Bombardamento', 'Bombardment',
    'All artillery can move twice or fire twice. However, they can’t both move and fire. The two fires must be done individually. The fires may be towards the same target or towards 2 different targets.'),
  s('grande-carica', 'Grande Carica', 'Grand Charge',
    'All the cavalry units in 2 adjacent sectors can move and shock. The right and left flanks can not charge together, as they are not adjacent sectors. The charging units are free to move from one sector to another.'),
  s('leadership', 'Leadership', 'Leadership',
    'All the generals can be given an order. If attached, the generals give 2 additional dice during the combat instead of the usual 1. If a unit is already attached to a general, it will be able to move with the general and, during combat, it will have a 2-die bonus.'),
  s('contrattacco', 'Contrattacco', 'Counter-Attack',
    'Mirror the card played by the other player during the preceding round. That is, if he just attacked your right flank with an Attacco Sx card, you counter-attack on your right flank as if you had played an Attacco Dx card. Any card can be the object of the counter-attack, except for Rally and Short of Supply. If counterattacking a counterattack, use the card that started it all.'),
  s('rally', 'Rally', 'Rally',
    'Choose 1 unit. Roll 3 combat dice. For every symbol that matches the unit, it recovers 1 chip (but it never exceeds its starting strength). This card allows you to recover losses on units that are not attached to a general.'),
  s('solo-fuoco', 'Solo Fuoco', 'Fire and Hold Position',
    'All infantry, (skirmishers and garrisons too), and artillery in a sector can fire but they can’t move.'),
  s('senza-rifornimento', 'Senza Rifornimento', 'Short of Supply',
    '1 enemy infantry unit from anywhere is placed in a hex on his friendly map-edge, and in the same sector. If a general is attached, he is moved with the unit. The person playing the card decides which unit has to retreat. The unit’s owner decides in which map-edge hex it will be placed.'),
]

export type CardSide = 'french' | 'allied'
// seed 000, Reference Sheet: "The 24 'Special Order' cards are dealt as indicated below for Waterloo, Ligny & Quatre Bras".
export const SPECIAL_DEAL: Readonly<Record<CardSide, Readonly<Record<string, number>>>> = {
  french: { 'marce-forzate': 2, bombardamento: 2, 'grande-carica': 2, leadership: 2, contrattacco: 1, rally: 1, 'solo-fuoco': 1, 'senza-rifornimento': 1 },
  allied: { 'marce-forzate': 1, bombardamento: 1, 'grande-carica': 1, leadership: 1, contrattacco: 2, rally: 2, 'solo-fuoco': 2, 'senza-rifornimento': 2 },
}
