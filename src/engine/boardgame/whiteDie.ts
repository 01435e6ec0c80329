import { customDie } from '../core'

/** seed 000, 1.2 Dice: "3 white dice for special actions … 2 French flags, 2 English flags and 2 Prussian flags". */
export type Flag = 'French' | 'English' | 'Prussian'
export const FLAGS: readonly Flag[] = ['French', 'English', 'Prussian']
// seed 000, 1.2 Dice: each white die's six faces.
export const WHITE_DIE = customDie<Flag>('white', 'special action die', ['French', 'French', 'English', 'English', 'Prussian', 'Prussian'])
