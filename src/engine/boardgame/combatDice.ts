import type { WorkingLine } from '../core'
import type { CheckedCombat, CombatInput } from './combatInput'
import { modifierRule } from './modifiers'
import { baseDice, fireRangeOf, RANGE_RULE } from './rangeTable'
import { rule000 } from './refs'
import { terrainData } from './terrain'

export interface CombatDice {
  /** Battle dice to roll: 0 when the modifiers leave none (ruling 28). */
  readonly dice: number
  readonly working: readonly WorkingLine[]
}

/** 7.31 dice by type and range, then every dice modifier of 7.32 and 9.4 (terrain of 8.x), in the printed order. */
export function combatDice(input: CombatInput, c: CheckedCombat): CombatDice {
  const arm = c.firer.arm
  const hexes = `${input.range} hex${input.range === 1 ? '' : 'es'}`
  const working: WorkingLine[] = [
    { label: `${fireRangeOf(c.firer.type).name} at ${hexes}${c.firerTerrain === 'hill' && arm === 'artillery' ? ' (from a hill: range +1)' : ''}`,
      value: baseDice(c.firer.type, input.range, c.firerTerrain === 'hill'), rule: RANGE_RULE, kind: 'base' },
  ]
  if (input.firer.generalAttached) {
    const small = arm === 'garrison' || arm === 'skirmisher'
    if (arm === 'artillery') {
      working.push({ label: 'general attached: no bonus for artillery', value: 0, rule: rule000('7.32.2 Generals in Battle'), kind: 'modifier' })
    } else if (small && input.rulings?.generalDieForSmallUnits === 'no extra die') {
      working.push({ label: `general attached: no die for ${arm}s (ruling 32, §9.4 #1 reading)`, value: 0, rule: modifierRule(1), kind: 'modifier' })
    } else {
      const two = input.firer.leadership === true
      working.push({ label: `general attached${two ? ' (Leadership card: 2 dice)' : ''}${small ? ' (7.32.1, ruling 32)' : ''}`,
        value: two ? 2 : 1, rule: two ? rule000('Reference Sheet: Leadership') : modifierRule(1), kind: 'modifier' })
    }
  }
  const onSquareOrFlank = input.target.inSquare || input.flankOrRear
  const where = input.target.inSquare ? 'a square' : 'flank or rear'
  const infantryLike = arm === 'infantry' || (arm === 'garrison' && input.rulings?.garrisonAsInfantry !== 'not infantry')
  if (onSquareOrFlank && infantryLike) working.push({ label: `${arm} firing on ${where}`, value: 1, rule: modifierRule(2), kind: 'modifier' })
  if (onSquareOrFlank && arm === 'artillery') working.push({ label: `artillery firing on ${where}`, value: 2, rule: modifierRule(3), kind: 'modifier' })
  if (input.flankOrRear && arm === 'cavalry') working.push({ label: 'cavalry on flank or rear', value: 2, rule: modifierRule(12), kind: 'modifier' })
  const target = terrainData(c.targetTerrain)!
  const fieldIgnored = c.targetTerrain === 'field' && input.rulings?.fieldsDie === 'no modifier'
  if (target.targetDice !== 0 && !fieldIgnored) {
    const n = target.targetDice === -1 ? 6 : 7
    working.push({ label: `target in ${target.name.toLowerCase()}${c.targetTerrain === 'field' ? ' (8.7, ruling 33)' : ''}`, value: target.targetDice, rule: modifierRule(n), kind: 'modifier' })
  }
  const from = terrainData(c.firerTerrain)!
  if (from.firingFromDice !== 0) working.push({ label: `firing from a ${from.name.toLowerCase()}`, value: from.firingFromDice, rule: modifierRule(9), kind: 'modifier' })
  const total = working.reduce((s, l) => s + (l.value as number), 0)
  // The dice the base and modifiers make, said as their total (none below 1, ruling 28).
  if (total <= 0) working.push({ label: `${total} dice: rolls no dice (ruling 28)`, value: 'no dice', rule: rule000('9.4 Combat Modifiers') })
  else working.push({ label: 'battle dice to roll', value: total, rule: rule000('7.31 Range of Fire'), kind: 'total' })
  return { dice: Math.max(0, total), working }
}
