import { rule000 } from './refs'

export const MODIFIERS_RULE = rule000('9.4 Combat Modifiers')

// seed 000, 9.4 Combat Modifiers: the twelve as printed, numbered as printed.
export const COMBAT_MODIFIERS: readonly { readonly number: number; readonly text: string }[] = [
  { number: 1, text: 'Firing infantry or cavalry unit has a general attached: + 1 die' },
  { number: 2, text: 'Infantry (except skirmishers) firing on a square, flank or rear: +1 die' },
  { number: 3, text: 'Artillery firing on a square, flank or rear: +2 dice' },
  { number: 4, text: 'Cavalry firing on a square: hits ONLY if a general is rolled.' },
  { number: 5, text: 'Infantry firing when in square: hits ONLY if a general is rolled.' },
  { number: 6, text: 'Attacking a target in woods, in an orchard, or on a hill: -1 die.' },
  { number: 7, text: 'Attacking a target in buildings: -2 dice. –3 dice if the building is fortified' },
  { number: 8, text: 'Infantry in square, in buildings, or with a general: ignore retreat results.' },
  { number: 9, text: 'Firing from a stream or marsh: -1 die (not allowed for artillery/horse artillery)' },
  { number: 10, text: 'Infantry firing on artillery: may only fire from 2 hexes or less.' },
  { number: 11, text: 'Retreat results suffered by artillery are taken as losses if inflicted by an adjacent unit. If the firing unit is not adjacent artillery ignores retreat results.' },
  { number: 12, text: 'Cavalry firing on the target’s flank or rear: +2 dice and treat flags and generals as losses.' },
]

/** The modifier's rule ref: "9.4 Combat Modifiers #n". */
export const modifierRule = (n: number) => rule000(`9.4 Combat Modifiers #${n}`)
