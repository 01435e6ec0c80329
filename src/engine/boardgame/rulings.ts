import { rulingValue, type Ruling } from '../ruleset'

/**
 * RULES.md rulings 17–19 and 28–33 for seed 000, as owner settings. The first option is RULES.md's reading; a second
 * option is offered only where the text really leaves a choice. Calculators take the value through `input.rulings`.
 */
export const BOARDGAME_RULINGS: readonly Ruling[] = [
  { id: 'generalFaceHits', number: 17, title: 'Élite and heavy units hit on a general', question: 'Does "also hit if they roll a general" belong to the firing unit or to the target?', options: [
    { value: 'firing unit', label: 'The firing élite infantry, heavy cavalry or heavy artillery; garrisons and skirmishers are hit on infantry faces; horse artillery rolls as light' }] },
  { id: 'hitCaps', number: 18, title: 'Caps on hits', question: 'Which firers are capped by their own strength, and what happens to flags?', options: [
    { value: 'infantry capped', label: 'Infantry at most its elements, garrisons and skirmishers 1, cavalry and artillery uncapped; hits beyond the target wasted; flags counted as rolled' }] },
  { id: 'adjacentReaction', number: 19, title: 'Special action from an adjacent hex', question: 'How many white dice when the charging cavalry started adjacent?', options: [
    { value: 'no dice', label: 'No dice: no reaction allowed' }] },
  { id: 'diceFloor', number: 28, title: 'Dice taken to 0 or below', question: 'What if the modifiers leave no dice, and are the 5 black dice a limit?', options: [
    { value: 'no dice', label: 'It rolls no dice; no limit on the number rolled' }] },
  { id: 'blockedRetreat', number: 29, title: 'A retreat that cannot be made', question: '"It loses another element": one element, or one per flag left?', options: [
    { value: 'one element', label: 'Exactly one element, however many flags remain' },
    { value: 'one per flag left', label: 'One element for each flag it could not retreat' }] },
  { id: 'retreatCancelFirst', number: 30, title: 'Square, buildings, general and artillery', question: 'Do a square, buildings or an attached general cancel flags before §9.4 #11 turns an artillery unit’s flags into losses?', options: [
    { value: 'cancel first', label: 'Yes: artillery with a general ignores flags even from an adjacent firer (a square has no flank or rear)' },
    { value: 'artillery rule first', label: 'No: flags from an adjacent firer are losses for artillery even with a general' }] },
  { id: 'loneGeneralRetreat', number: 31, title: 'A general left alone', question: 'How far does a general retreat under §9.53, and what if he cannot?', options: [
    { value: 'one hex per flag', label: 'One hex per flag of the roll; a general who cannot retreat is killed (an eliminated unit)' }] },
  { id: 'generalDieForSmallUnits', number: 32, title: 'General with skirmishers and garrisons', question: '§7.32.1 gives skirmishers and garrisons the general’s die; §9.4 #1 names only infantry and cavalry. Which prevails?', options: [
    { value: 'extra die', label: '§7.32.1: they roll the extra die' },
    { value: 'no extra die', label: '§9.4 #1: only infantry and cavalry' }] },
  { id: 'fieldsDie', number: 33, title: 'Firing at a unit in a field', question: '§9.4 #6 lists woods, orchard and hill; §8.7 says fields −1 too. Does a field cost a die?', options: [
    { value: 'minus one', label: '−1 die, as §8.7 says' },
    { value: 'no modifier', label: 'No modifier, as §9.4 #6 lists' }] },
  { id: 'scenarioLosses', number: 33, title: 'Scenario loss counts', question: 'Do a scenario’s loss counts replace §4.2’s "half the enemy units rounded up"?', options: [
    { value: 'replace', label: 'They replace it' },
    { value: 'either', label: 'Either wins immediately' }] },
  { id: 'endTie', number: 33, title: 'Tied at the end of the battle', question: 'Units lost and elements on the map both equal after 36 cards: who wins?', options: [
    { value: 'draw', label: 'A draw' }] },
  { id: 'garrisonAsInfantry', title: 'Garrisons firing on a square, flank or rear', question: '§9.4 #2 gives "Infantry (except skirmishers)" +1 die: are garrisons infantry there? (not yet in RULES.md)', options: [
    { value: 'as infantry', label: 'Yes: only skirmishers are excepted' },
    { value: 'not infantry', label: 'No: garrisons are a separate kind of unit (1.1)' }] },
]

/** The ruling values a calculator reads; absent = the first option. */
export interface BoardgameRulings {
  readonly blockedRetreat?: 'one element' | 'one per flag left'
  readonly retreatCancelFirst?: 'cancel first' | 'artillery rule first'
  readonly generalDieForSmallUnits?: 'extra die' | 'no extra die'
  readonly fieldsDie?: 'minus one' | 'no modifier'
  readonly scenarioLosses?: 'replace' | 'either'
  readonly garrisonAsInfantry?: 'as infantry' | 'not infantry'
}

/** A battle's chosen rulings (ids → values, as the Rulings tab stores them) as calculator input. */
export function boardgameRulings(chosen: Readonly<Record<string, unknown>>): Required<BoardgameRulings> {
  const value = <K extends keyof BoardgameRulings>(id: K) => rulingValue(BOARDGAME_RULINGS.find((r) => r.id === id)!, chosen) as Required<BoardgameRulings>[K]
  return {
    blockedRetreat: value('blockedRetreat'),
    retreatCancelFirst: value('retreatCancelFirst'),
    generalDieForSmallUnits: value('generalDieForSmallUnits'),
    fieldsDie: value('fieldsDie'),
    scenarioLosses: value('scenarioLosses'),
    garrisonAsInfantry: value('garrisonAsInfantry'),
  }
}
