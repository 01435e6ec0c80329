import type { WorkingLine } from '../core'
import { armyMoraleModifier, DEMORALIZED_RULE, DESPERATE_RULE } from './armyMoraleLevels'
import { seriesRule } from './commandRefs'
import { INITIATIVE_MORALE, INITIATIVE_RULE } from './commandControl/initiativeEffects'
import { LOSS_TABLE_RULE, lossModifier } from './lossTable'
import { checkMoraleInput } from './moraleChecks'
import type { MoraleInput } from './moraleInput'
import {
  MORALE_MODIFIERS as M, MORALE_RULE, OTHER_CORPS_LEADER_MAXIMUM, SQUARE_DISTANCE_BONUS, SQUARE_DISTANCE_BONUS_FROM,
} from './moraleTable'
import { FATIGUE_RULE, fatigueMoraleModifier } from './optional/fatigueModifier'
import { ROUT_MORALE_MODIFIER, ROUT_RULE } from './optional/routEffects'
import { STRONGHOLD_RULE, strongholdBonus } from './optional/stronghold'

const line = (label: string, value: number, rule = MORALE_RULE): WorkingLine => ({ label, value, rule })
export const NO_MODIFIERS_RULE = seriesRule('6.8 Cavalry Withdrawal')
const TIME_RULE = seriesRule('19.2 Penalty')
const SQUARE_RULE = seriesRule('9.6 Square')

/** The unit's own state: what ruling 34's 'situation only' reading keeps for a §6.8 withdrawal. */
function stateLines(i: MoraleInput): WorkingLine[] {
  const out: WorkingLine[] = []
  if (i.lossModifierFromChart !== undefined) out.push(line('Losses (army loss chart)', i.lossModifierFromChart, LOSS_TABLE_RULE))
  else if (i.steps) {
    const l = lossModifier(i.steps.original, i.steps.current, i.rulings?.lossTable)
    out.push(line(`Losses: ${l.why}`, l.modifier, LOSS_TABLE_RULE))
  }
  const level = i.armyMorale ?? 'good'
  if (level !== 'good')
    out.push(line(`Army ${level}${level === 'desperate' && i.rulings?.desperate === 'adds' ? ' (−1 and −2 added, ruling 37 option)' : ''}`,
      armyMoraleModifier(level, i.rulings?.desperate), level === 'desperate' ? DESPERATE_RULE : DEMORALIZED_RULE))
  if (i.routed) out.push(line('Routed', ROUT_MORALE_MODIFIER, ROUT_RULE))
  if (i.fatiguePoints !== undefined && i.fatiguePoints > 0) {
    out.push(line(`Corps fatigue ${i.fatiguePoints} points`, fatigueMoraleModifier(i.fatiguePoints, i.rulings?.fatigueBeyondTwenty), FATIGUE_RULE))
  }
  if (i.initiativeLastTurn) out.push(line(`Leader's initiative check last turn: ${i.initiativeLastTurn}`, INITIATIVE_MORALE[i.initiativeLastTurn], INITIATIVE_RULE))
  if (i.timePenalty) out.push(line('Time limit exceeded', i.timePenalty, TIME_RULE))
  return out
}

function leaderLine(i: MoraleInput): WorkingLine[] {
  if (!i.leader) return []
  const { moraleBonus, command } = i.leader
  if (command !== 'other corps') return [line(`Leader (${command}): morale bonus`, moraleBonus, seriesRule('14.4 Morale Effects'))]
  return [line(`Corps commander with another corps' unit: bonus ${moraleBonus}, at most +1`, Math.min(moraleBonus, OTHER_CORPS_LEADER_MAXIMUM), seriesRule('14.4 Morale Effects'))]
}

function directionLines(i: MoraleInput): WorkingLine[] {
  const d = i.direction ?? 'front'
  if (d === 'front') return []
  if (i.purpose === 'form-square') return [line(`Charged through the ${d}: no negative when forming square`, 0, SQUARE_RULE)]
  if (i.directionException) return [line(`Attacked through the ${d}: ${i.directionException}, no negative`, 0, seriesRule('8.6 Flank/Rear Attack'))]
  return [line(`Attacked or fired upon through a ${d} hexside`, d === 'flank' ? M.flank : M.rear)]
}

/** The situation's modifiers, in the printed order of 10.4, then the advanced rules'. */
function situationLines(i: MoraleInput): WorkingLine[] {
  const out: WorkingLine[] = []
  if (i.disorganized || i.routed || i.purpose === 'rally') out.push(line(i.purpose === 'rally' ? 'Disorganized (rally check, 11.2)' : 'Disorganized', M.disorganized))
  if (i.squareAttackedByCavalryOnly) out.push(line('Square attacked by cavalry only', M.squareAttackedByCavalryOnly))
  if (i.purpose === 'rally' && i.adjacentToEnemy) out.push(line('Rally attempt adjacent to an enemy unit', M.rallyAdjacentToEnemy))
  out.push(...leaderLine(i), ...directionLines(i))
  const above = i.failedAbove ?? 0
  if (above > 0) out.push(line(`${above} unit${above > 1 ? 's' : ''} above in the hex just failed`, above * M.eachFailureAbove, seriesRule('5.5 Stacking & Morale Checks')))
  if (i.purpose === 'form-square') {
    const far = i.chargerDistance! >= SQUARE_DISTANCE_BONUS_FROM
    out.push(line(`Charging cavalry ${i.chargerDistance} hexes away`, far ? SQUARE_DISTANCE_BONUS : 0, SQUARE_RULE))
  }
  if (i.stronghold) out.push(line(`In a ${i.stronghold} (up to a morale of 11)`, strongholdBonus(i.morale, i.stronghold), STRONGHOLD_RULE))
  return out
}

/**
 * Every modifier line of a check, in the printed order. A §6.8 withdrawal checks "with no modifiers":
 * ruling 34 'literal' drops them all; 'situation only' keeps the unit's own state (losses, army morale,
 * rout, fatigue, initiative and time penalties).
 */
export function moraleModifierLines(i: MoraleInput): WorkingLine[] {
  checkMoraleInput(i)
  if (i.purpose === 'withdrawal') {
    const reading = i.rulings?.noModifiers ?? 'literal'
    if (reading === 'literal') return [line('Withdrawal: check morale with no modifiers (ruling 34)', 0, NO_MODIFIERS_RULE)]
    return [line('Withdrawal: no modifiers for the situation (ruling 34 option)', 0, NO_MODIFIERS_RULE), ...stateLines(i)]
  }
  return [...situationLines(i), ...stateLines(i)]
}
