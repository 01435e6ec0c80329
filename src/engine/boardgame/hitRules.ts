import type { WorkingLine } from '../core'
import type { BattleFace } from './battleDie'
import type { CheckedCombat, CombatInput } from './combatInput'
import { modifierRule } from './modifiers'
import { rule000, } from './refs'
import type { Arm } from './units'

export interface HitRules {
  /** Faces that score a hit. */
  readonly hitOn: readonly BattleFace[]
  /** Faces that are retreat flags (none when flags count as losses, 9.4 #12). */
  readonly flagOn: readonly BattleFace[]
  /** Most hits the firer can cause: its elements (infantry), 1 (garrisons, skirmishers), none (cavalry, artillery). */
  readonly firerCap: number | null
  readonly working: readonly WorkingLine[]
}

const FACE_OF: Record<Arm, BattleFace> = { infantry: 'infantry', garrison: 'infantry', skirmisher: 'infantry', cavalry: 'cavalry', artillery: 'artillery' }

/** 9.3 hits, 9.4 #4, #5, #12, 9.51 lone generals, and the 7.31 caps (rulings 17, 18). */
export function hitRules(input: CombatInput, c: CheckedCombat): HitRules {
  const working: WorkingLine[] = []
  const only = (why: string, rule = rule000('9.51 General Casualties')) => {
    working.push({ label: `${why}: hits ONLY on a general`, value: 'general', rule })
    return ['general'] as BattleFace[]
  }
  let hitOn: BattleFace[]
  let flagOn: BattleFace[] = ['flag']
  if (c.target === null) hitOn = only('lone general')
  else if (input.firer.inSquare) hitOn = only('firing in square', modifierRule(5))
  else if (c.firer.arm === 'cavalry' && input.target.inSquare) hitOn = only('cavalry on a square', modifierRule(4))
  else {
    const face = FACE_OF[c.target.arm]
    hitOn = [face]
    working.push({ label: `hits on ${face} (target: ${c.target.name.toLowerCase()})`, value: face, rule: rule000('9.3 Hits') })
    if (c.firer.red) {
      hitOn.push('general')
      working.push({ label: `${c.firer.name.toLowerCase()} also hits on a general (ruling 17)`, value: 'general', rule: rule000('9.3 Hits') })
    }
    if (c.firer.arm === 'cavalry' && input.flankOrRear) {
      if (!hitOn.includes('general')) hitOn.push('general')
      hitOn.push('flag')
      flagOn = []
      working.push({ label: 'cavalry on flank or rear: flags and generals are losses', value: 'flag, general', rule: modifierRule(12) })
    }
  }
  const arm = c.firer.arm
  let firerCap: number | null = null
  if (arm === 'garrison' || arm === 'skirmisher') {
    firerCap = 1
    working.push({ label: `${arm}s cause at most 1 hit`, value: 'max 1', rule: rule000('7.31 Range of Fire') })
  } else if (arm === 'infantry') {
    firerCap = input.firer.elements
    working.push({ label: `infantry causes at most its ${firerCap} element${firerCap === 1 ? '' : 's'} left`, value: `max ${firerCap}`, rule: rule000('7.31 Range of Fire') })
  }
  return { hitOn, flagOn, firerCap, working }
}
