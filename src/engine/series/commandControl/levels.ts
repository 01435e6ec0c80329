import { check } from '../../core'
import { seriesRule } from '../commandRefs'

export const COMMAND_CONTROL_RULE = seriesRule('17.0 Command and Control')

/**
 * seed 001, 17: the five levels of command and control; 0 = not used (standard rules only).
 * "Using a given level implies using the lower levels also."
 */
export type CommandLevel = 0 | 1 | 2 | 3 | 4 | 5
export const COMMAND_LEVELS: readonly { readonly level: CommandLevel; readonly name: string; readonly section: string }[] = [
  { level: 0, name: 'Not used (standard rules)', section: '14.0 Leaders' },
  { level: 1, name: 'First Level: Leaders', section: '17.1 First Level: Leaders' },
  { level: 2, name: 'Second Level: Command Radius', section: '17.2 Second Level: Command Radius' },
  { level: 3, name: 'Third Level: Tactical Orders', section: '17.3 Third Level: Tactical Orders' },
  { level: 4, name: 'Fourth Level: Written Orders', section: '17.4 Fourth Level: Written Orders' },
  { level: 5, name: 'Fifth level: Pen, Paper, and ... that\'s all!', section: '17.9 Fifth level: Pen, Paper, and ... that\'s all!' },
]

export function checkLevel(level: number): CommandLevel {
  check(COMMAND_LEVELS.some((l) => l.level === level), 'unknown-value', 'commandLevel', `Command and control levels are 0 (not used) to 5, not ${level}.`)
  return level as CommandLevel
}

/** Does `level` use the rules of level `n`? Level 5 uses only the first two levels and the aides' speed (17.9). */
export function usesLevel(level: CommandLevel, n: 1 | 2 | 3 | 4): boolean {
  checkLevel(level)
  if (level === 5) return n <= 2
  return level >= n
}

/** 17.5 / 17.6 / 17.7: obedience and delay checks at levels 3 and 4 only ("There is no check for obedience or initiative" at level 5). */
export const checksObedience = (level: CommandLevel): boolean => level === 3 || level === 4
/** 17.7: initiative at levels 3 and 4, and "to a certain extent" at level 2 (a leader out of radius). */
export const usesInitiative = (level: CommandLevel): boolean => level >= 2 && level <= 4
/** 17.5: aides carry orders at levels 3, 4 and 5. */
export const usesAides = (level: CommandLevel): boolean => level >= 3
