import { sayWorking } from '@/calc/formatWorking'
import { describe, expect, it } from 'vitest'
import { countOf, errorOf, expectAgreesWithResolve } from '@/test-utils/calculatorChecks'
import { chance, type RulesInputError } from '../core'
import { closeCombat, combatOutcome } from './closeCombat'
import { closeCombatPlan, type CloseCombatInput, type CombatSide } from './closeCombatPlan'

const foyVsPicton = closeCombat.example
const PICTON_DICE = [1, 1, 2, 3, 4, 5, 6, 6]
const inf = (extra: Partial<CombatSide> = {}): CombatSide => ({ type: 'infantry', strengthPoints: 3, artilleryFactor: 1, elanRating: 4, ...extra })
const fight = (extra: Partial<CloseCombatInput> = {}): CloseCombatInput => ({
  attacker: inf(), defender: inf(), defenderElevation: 'Flat', attackerFromElevation: 'Flat', defenderTerrain: 'Clear', ...extra })
const plan = (extra: Partial<CloseCombatInput> = {}) => closeCombatPlan(fight(extra))
const charge = (extra: Partial<CloseCombatInput> = {}) => fight({ attacker: inf({ type: 'cavalry', cavalryWeight: 'LC' }), formSquare: 'passed', ...extra })

describe('Close Combat: the text\'s Foy-versus-Picton example (seed 002, F-4)', () => {
  it('8 dice each: Foy 5 SP +1 Confident +2 Enfilade; Picton 5 SP + 2 AF + 1 Downhill Fire', () => {
    const p = closeCombatPlan(foyVsPicton)
    expect([p.attackerDice, p.defenderDice]).toEqual([8, 8])
  })
  it('Target Numbers: Foy\'s dice against Picton\'s ER 5; Picton\'s against Foy\'s ER 4 − 1 Shaken = 3 (ruling 13)', () => {
    const p = closeCombatPlan(foyVsPicton)
    expect([p.attackerTarget, p.defenderTarget]).toEqual([5, 3])
  })
  it('Foy\'s 2, 2, 3, 4, 5, 5, 6 (+ the unlisted 8th die, any of 1–5: ruling 16) = 2 Successes; Picton 4; Picton wins', () => {
    for (const eighth of [1, 2, 3, 4, 5]) {
      const r = closeCombat.resolve(foyVsPicton, [2, 2, 3, 4, 5, 5, 6, eighth, ...PICTON_DICE])
      expect([r.attacker.successes, r.defender.successes]).toEqual([2, 4])
      expect(r.outcome).toEqual({ winner: 'defender', tied: false, attackerStepLosses: 3, defenderStepLosses: 2 })
    }
  })
  it('Foy: 3 Step Losses (the maximum), Battleworn + Shaken, Retreat two hexes and a Panic Test; Picton 2 Step Losses (Disrupted)', () => {
    const r = closeCombat.resolve(foyVsPicton, [2, 2, 3, 4, 5, 5, 6, 1, ...PICTON_DICE])
    expect(r.attacker).toEqual({ successes: 2, stepLosses: 3, lossesAfter: 4, panicTest: true, retreatHexes: 2, movesBack: false, detachmentElanTest: false, eliminated: false })
    expect(r.defender).toEqual({ successes: 4, stepLosses: 2, lossesAfter: 2, panicTest: false, retreatHexes: 0, movesBack: false, detachmentElanTest: false, eliminated: false })
  })
  it('full working, as an umpire would say it', () => {
    const r = closeCombat.resolve(foyVsPicton, [2, 2, 3, 4, 5, 5, 6, 1, ...PICTON_DICE])
    // Each line says what its value is (issue 21): dice and Target Numbers are totals of the lines above them; Successes are counts.
    expect(r.working.map((l) => [l.label, l.value, l.kind])).toEqual([
      ['attacker SP', 5, 'base'], ['Confident', 1, 'modifier'], ['Enfilade (2 adjacent, at most 2 count)', 2, 'modifier'], ['attacker dice', 8, 'total'],
      ['defender SP', 5, 'base'], ['defender AF', 2, 'base'], ['Downhill Fire/Countercharge', 1, 'modifier'], ['defender dice', 8, 'total'],
      ['defender ER printed', 5, 'base'], ['Target Number for the attacker\'s dice (never above 6)', 5, 'total'],
      ['attacker ER printed', 4, 'base'], ['Shaken marker', -1, 'modifier'], ['attacker ER (never above 6 nor below 1)', 3, 'rating'], ['Target Number for the defender\'s dice', 3, 'total'],
      ['dice: attacker against defender', '8 against 8', undefined],
      ['attacker Successes: 1 above 5, 2 Partial', 2, 'count'], ['defender Successes: 4 above 3, 1 Partial', 4, 'count'],
      ['more Successes: the defender wins', 'defender', undefined], ['Step Losses from Successes, at most 3 each (attacker / defender)', '3 / 2', undefined],
      ['attacker: 3 Step Losses, Retreat 2 hexes, Panic Test', 4, 'count'], ['defender: 2 Step Losses', 2, 'count']])
    expect(sayWorking(r.working.slice(0, 8))).toBe('attacker SP 5, Confident +1, Enfilade (2 adjacent, at most 2 count) +2, attacker dice = 8, defender SP 5, defender AF 2, Downhill Fire/Countercharge +1, defender dice = 8')
  })
  it('the exact odds of the example sum to 6^16 and Picton is favoured', () => {
    const d = closeCombat.distribution(foyVsPicton)
    expect(d.total).toBe(6 ** 16)
    expect(d.outcomes.reduce((s, o) => s + o.count, 0)).toBe(6 ** 16)
    const attackerWins = chance(d, (o) => o.winner === 'attacker').count
    expect(attackerWins / d.total).toBeLessThan(0.2)
  })
})

describe('Close Combat winner, loser and Step Losses (F-4j–k)', () => {
  it('text note: 5 Successes against 4: both lose 3 Steps (the maximum), the 5 wins', () => {
    expect(combatOutcome(fight(), 5, 4)).toEqual({ winner: 'attacker', tied: false, attackerStepLosses: 3, defenderStepLosses: 3 })
    expect(combatOutcome(fight(), 4, 5).winner).toBe('defender')
  })
  it('a tie goes to the defender; the attacker moves back (not a Retreat)', () => {
    const r = closeCombat.resolve(fight({ attacker: inf({ strengthPoints: 1 }), defender: inf({ strengthPoints: 1, artilleryFactor: 0 }) }), [5, 6])
    expect(r.outcome).toEqual({ winner: 'defender', tied: true, attackerStepLosses: 1, defenderStepLosses: 1 })
    expect([r.attacker.movesBack, r.attacker.retreatHexes, r.defender.retreatHexes, r.defender.movesBack]).toEqual([true, 0, 0, false])
    expect(r.working.at(-2)!.label).toBe('attacker: 1 Step Loss, moves back (not a Retreat)')
    expect(r.working.find((l) => l.value === 'defender')!.label).toBe('same Successes: the defender wins')
  })
  it('1 die each against 4: attacker wins 8/36, defender wins 8/36, ties 16 (0–0) and 4 (1–1)', () => {
    const input = fight({ attacker: inf({ strengthPoints: 1 }), defender: inf({ strengthPoints: 1, artilleryFactor: 0 }) })
    expect(closeCombat.distribution(input)).toEqual({ total: 36, outcomes: [
      { value: { winner: 'attacker', tied: false, attackerStepLosses: 0, defenderStepLosses: 1 }, count: 8 },
      { value: { winner: 'defender', tied: false, attackerStepLosses: 1, defenderStepLosses: 0 }, count: 8 },
      { value: { winner: 'defender', tied: true, attackerStepLosses: 0, defenderStepLosses: 0 }, count: 16 },
      { value: { winner: 'defender', tied: true, attackerStepLosses: 1, defenderStepLosses: 1 }, count: 4 }] })
    expectAgreesWithResolve(closeCombat, input)
  })
  it('losses are capped at 3 but the winner counts every Success; the loser Retreats two hexes', () => {
    const r = closeCombat.resolve(fight({ attacker: inf({ strengthPoints: 5 }), defender: inf({ strengthPoints: 1, artilleryFactor: 0 }) }), [6, 6, 6, 6, 6, 1])
    expect(r.outcome).toEqual({ winner: 'attacker', tied: false, attackerStepLosses: 0, defenderStepLosses: 3 })
    expect([r.defender.retreatHexes, r.defender.panicTest, r.attacker.movesBack]).toEqual([2, true, false])
  })
  it('a loser pushed to its 6th and 7th losses adds two hexes for each (ruling 41): 4 → 7 losses = 2 + 4 hexes', () => {
    const r = closeCombat.resolve(fight({ attacker: inf({ strengthPoints: 3 }), defender: inf({ strengthPoints: 1, artilleryFactor: 0, stepLosses: 4 }) }), [6, 6, 6, 1])
    expect(r.defender).toMatchObject({ lossesAfter: 7, retreatHexes: 6, panicTest: false })
    expect(r.working.at(-1)!.label).toBe('defender: 3 Step Losses, Retreat 6 hexes')
  })
  it('a winning attacker moves back from a stacked hex or a Detachment; a Detachment loser takes an Elan Test instead of retreating', () => {
    const win = [6, 6, 6, 1]
    expect(closeCombat.resolve(fight({ defender: inf({ strengthPoints: 1, artilleryFactor: 0 }), defenderStacked: true }), win).attacker.movesBack).toBe(true)
    const det = closeCombat.resolve(fight({ defender: inf({ strengthPoints: 1, artilleryFactor: 0, detachment: true }), defenderTerrain: 'Walled Buildings' }), [6, 6, 6, 1])
    expect(det.attacker.movesBack).toBe(true)
    expect(det.defender).toMatchObject({ retreatHexes: 0, detachmentElanTest: true })
    expect(det.working.at(-1)!.label).toBe('defender: 1 Step Loss, Elan Test (failed: extra Step Loss)')
    const lost = closeCombat.resolve(fight({ defender: inf({ strengthPoints: 1, artilleryFactor: 0, detachment: true, stepLosses: 5, elanRating: 1 }), defenderTerrain: 'Walled Buildings' }), [1, 1, 1, 1])
    expect(lost.defender).toMatchObject({ eliminated: false, detachmentElanTest: false })
  })
  it('a Detachment that reaches 6 losses is eliminated, not retreated', () => {
    const r = closeCombat.resolve(fight({ attacker: inf({ elanRating: 1 }), defender: inf({ strengthPoints: 1, artilleryFactor: 0, detachment: true, stepLosses: 5, elanRating: 1 }), defenderTerrain: 'Walled Buildings' }), [6, 6, 6, 1])
    expect(r.defender).toMatchObject({ lossesAfter: 8, eliminated: true, retreatHexes: 0 })
    expect(r.working.at(-1)!.label).toMatch(/eliminated/)
  })
})

describe('Close Combat dice and Target Number adjustments (F-4e–h)', () => {
  it('attacker rolls SP; defender SP + AF', () => {
    expect([plan().attackerDice, plan().defenderDice]).toEqual([3, 4])
  })
  it('Confident +1, Enfilade +1 per unit up to 2', () => {
    expect(plan({ confident: true }).attackerDice).toBe(4)
    expect(plan({ enfilade: 1 }).attackerDice).toBe(4)
    expect(plan({ enfilade: 3 }).attackerDice).toBe(5)
    expect(() => plan({ enfilade: -1 })).toThrow(/enfilade/)
  })
  it('Downhill Fire/Countercharge +1 only to a Ridge defender attacked from Flat', () => {
    expect(plan({ defenderElevation: 'Ridge', attackerFromElevation: 'Flat' }).defenderDice).toBe(5)
    expect(plan({ defenderElevation: 'Ridge', attackerFromElevation: 'Ridge' }).defenderDice).toBe(4)
    expect(plan({ defenderElevation: 'Flat', attackerFromElevation: 'Ridge' }).defenderDice).toBe(4)
  })
  it('Disrupted: attacker SP −1; defender SP −1 and AF −1 (AF 0 stays 0)', () => {
    expect(plan({ attacker: inf({ stepLosses: 2 }) }).attackerDice).toBe(2)
    expect(plan({ defender: inf({ stepLosses: 5 }) }).defenderDice).toBe(3)
    expect(plan({ defender: inf({ stepLosses: 5, artilleryFactor: 0 }) }).defenderDice).toBe(2)
    expect(plan({ defender: inf({ stepLosses: 5 }) }).working.map((l) => l.label)).toContain('defender Disrupted −1 SP, −1 AF')
    expect(plan({ attacker: inf({ stepLosses: 2 }) }).working.map((l) => l.label)).toContain('attacker Disrupted −1 SP')
  })
  it('Cover +1 (Woods, Buildings, non-Detachment in Walled Buildings), Heavy Cover +2 (Detachment), River +1, never above 6', () => {
    expect(plan({ defenderTerrain: 'Woods' }).attackerTarget).toBe(5)
    expect(plan({ defenderTerrain: 'Buildings' }).attackerTarget).toBe(5)
    expect(plan({ defenderTerrain: 'Walled Buildings' }).attackerTarget).toBe(5)
    expect(plan({ defenderTerrain: 'Walled Buildings', defender: inf({ detachment: true }) }).attackerTarget).toBe(6)
    expect(plan({ defenderTerrain: 'Woods', defender: inf({ detachment: true }) }).attackerTarget).toBe(5)
    expect(plan({ riverCrossed: true }).attackerTarget).toBe(5)
    expect(plan({ defenderTerrain: 'Woods', riverCrossed: true, defender: inf({ elanRating: 5 }) }).attackerTarget).toBe(6)
    expect(plan({ defenderTerrain: 'Clear' }).attackerTarget).toBe(4)
    expect(plan({ defenderTerrain: 'Woods', riverCrossed: true }).defenderTarget).toBe(4)
  })
})

describe('Cavalry Charge (F-4l)', () => {
  it('"Heavy" Cavalry attacking +2 dice; Light Cavalry none', () => {
    expect(closeCombatPlan(charge({ attacker: inf({ type: 'cavalry', cavalryWeight: 'HC' }) })).attackerDice).toBe(5)
    expect(closeCombatPlan(charge()).attackerDice).toBe(3)
  })
  it('Form Square passed: defender ER +2; failed −2; with a Shaken marker summed then clamped (ruling 15)', () => {
    expect(closeCombatPlan(charge()).attackerTarget).toBe(6)
    expect(closeCombatPlan(charge({ formSquare: 'failed' })).attackerTarget).toBe(2)
    expect(closeCombatPlan(charge({ defender: inf({ elanRating: 6, stepLosses: 1 }) })).attackerTarget).toBe(6)
    expect(closeCombatPlan(charge({ defender: inf({ elanRating: 6, stepLosses: 1 }), rulings: { erClamp: 'clamp each' } })).attackerTarget).toBe(6)
    expect(closeCombatPlan(charge({ defender: inf({ elanRating: 2, stepLosses: 1 }), formSquare: 'failed' })).attackerTarget).toBe(1)
  })
  it('defending Artillery −1 ER; defending cavalry no change and no Form Square Test', () => {
    expect(closeCombatPlan(charge({ defender: inf({ type: 'artillery' }), formSquare: undefined })).attackerTarget).toBe(3)
    expect(closeCombatPlan(charge({ defender: inf({ type: 'cavalry', cavalryWeight: 'LC' }), formSquare: undefined })).attackerTarget).toBe(4)
  })
  it('Blown Horses: the charging cavalry loses one more Step, after the winner is decided', () => {
    const r = closeCombat.resolve(charge({ defender: inf({ type: 'cavalry', cavalryWeight: 'LC', strengthPoints: 1, artilleryFactor: 0 }), formSquare: undefined }), [6, 1, 1, 1])
    expect(r.outcome).toEqual({ winner: 'attacker', tied: false, attackerStepLosses: 1, defenderStepLosses: 1 })
    expect(r.working.map((l) => l.label)).toContain('Blown Horses: the charging cavalry loses one more Step')
    expect(closeCombat.outcomes(charge()).every((o) => o.attackerStepLosses >= 1)).toBe(true)
  })
  it('refusals: no charge into Woods, Buildings, Walled Buildings or across a River; Form Square result needed; weight needed', () => {
    for (const t of ['Woods', 'Buildings', 'Walled Buildings'] as const) expect(errorOf<RulesInputError>(() => closeCombatPlan(charge({ defenderTerrain: t }))).code).toBe('not-allowed-together')
    expect(() => closeCombatPlan(charge({ riverCrossed: true }))).toThrow(/nor across a River/)
    expect(errorOf<RulesInputError>(() => closeCombatPlan(charge({ formSquare: undefined }))).code).toBe('missing-table')
    expect(errorOf<RulesInputError>(() => closeCombatPlan(charge({ attacker: inf({ type: 'cavalry' }) }))).field).toBe('attacker.cavalryWeight')
  })
  it('a charge\'s distribution agrees with resolve', () => {
    expectAgreesWithResolve(closeCombat, charge({ attacker: inf({ type: 'cavalry', cavalryWeight: 'LC', strengthPoints: 2 }), defender: inf({ strengthPoints: 1, artilleryFactor: 1 }) }))
  })
})

describe('Close Combat: full working of a heavy cavalry charge on Shaken infantry in square', () => {
  it('lists every line, and no Enfilade, Confident or Downhill line when they do not apply', () => {
    const input = charge({ attacker: inf({ type: 'cavalry', cavalryWeight: 'HC', strengthPoints: 2, elanRating: 5 }), defender: inf({ strengthPoints: 2, artilleryFactor: 1, stepLosses: 1 }), enfilade: 0 })
    const r = closeCombat.resolve(input, [6, 6, 1, 1, 3, 4, 5])
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['attacker SP', 2], ['"Heavy" Cavalry attacking', 2], ['attacker dice', 4], ['defender SP', 2], ['defender AF', 1], ['defender dice', 3],
      ['defender ER printed', 4], ['Shaken marker', -1], ['Form Square Test passed', 2], ['defender ER (never above 6 nor below 1)', 5],
      ['Target Number for the attacker\'s dice (never above 6)', 5], ['attacker ER printed', 5], ['Target Number for the defender\'s dice', 5],
      ['dice: attacker against defender', '4 against 3'], ['attacker Successes: 2 above 5, 0 Partial', 2], ['defender Successes: 0 above 5, 1 Partial', 0],
      ['more Successes: the attacker wins', 'attacker'], ['Step Losses from Successes, at most 3 each (attacker / defender)', '0 / 2'],
      ['Blown Horses: the charging cavalry loses one more Step', 1],
      ['attacker: 1 Step Loss', 1], ['defender: 2 Step Losses, Retreat 2 hexes, Panic Test', 3]])
    expect(r.outcome).toEqual({ winner: 'attacker', tied: false, attackerStepLosses: 1, defenderStepLosses: 2 })
    expect(r.working.map((l) => l.rule.section)).toEqual(['F-4e Close Combat Dice', 'F-4l Cavalry Charge', 'F-4e Close Combat Dice', 'F-4e Close Combat Dice', 'F-4e Close Combat Dice', 'F-4e Close Combat Dice',
      'A-2a Elan Rating', 'A-2b Marker Information', 'F-4l Form Square Test', 'A-2a Elan Rating', 'F-4g Target Number', 'A-2a Elan Rating', 'F-4g Target Number',
      'F-4i Close Combat Resolution', 'F-4i Close Combat Resolution', 'F-4i Close Combat Resolution', 'F-4k Close Combat Winner/Loser',
      'F-4j Close Combat Success Application', 'F-4l Blown Horses', 'F-4k Close Combat Winner/Loser', 'F-4k Close Combat Winner/Loser'])
  })
  it('rule sections of the cover, enfilade and artillery lines', () => {
    const w = closeCombatPlan(fight({ enfilade: 1, confident: true, defenderTerrain: 'Woods', riverCrossed: true, defenderElevation: 'Ridge' })).working
    expect(w.filter((l) => /Cover|River|Enfilade|Confident|Downhill/.test(l.label)).map((l) => [l.label, l.rule.section])).toEqual([
      ['Confident', 'F-4f Dice Adjustments'], ['Enfilade (1 adjacent, at most 2 count)', 'F-4f Dice Adjustments'],
      ['Downhill Fire/Countercharge', 'F-4f Dice Adjustments'], ['Cover (Woods)', 'F-4h Defender Target Number Adjustments'],
      ['River Barrier', 'F-4h Defender Target Number Adjustments']])
    const art = closeCombatPlan(charge({ defender: inf({ type: 'artillery' }), formSquare: undefined })).working
    expect(art.find((l) => l.label === 'defending Artillery charged by cavalry')).toMatchObject({ value: -1, rule: { section: 'F-4l Cavalry Charge' } })
    expect(closeCombatPlan(fight({ defenderTerrain: 'Walled Buildings', defender: inf({ detachment: true }) })).working.find((l) => /Heavy Cover/.test(l.label))!.value).toBe(2)
  })
})

describe('Close Combat dice limits', () => {
  it('exactly 20 dice in all is accepted, 21 refused; SP and AF at most 20', () => {
    expect(plan({ attacker: inf({ strengthPoints: 10 }), defender: inf({ strengthPoints: 9, artilleryFactor: 1 }) }).attackerDice).toBe(10)
    expect(() => plan({ attacker: inf({ strengthPoints: 11 }), defender: inf({ strengthPoints: 9, artilleryFactor: 1 }) })).toThrow(/not 21/)
    expect(errorOf<RulesInputError>(() => plan({ attacker: inf({ strengthPoints: 21 }) })).field).toBe('attacker.strengthPoints')
    expect(errorOf<RulesInputError>(() => plan({ defender: inf({ artilleryFactor: 21 }) })).field).toBe('defender.artilleryFactor')
    expect(plan({ attacker: inf({ strengthPoints: 0 }) }).attackerDice).toBe(0)
    expect(plan({ enfilade: 0 }).attackerDice).toBe(3)
  })
})

describe('Close Combat refusals', () => {
  it('artillery and Detachments never attack; sides need valid values; at most 20 dice; the right number of faces', () => {
    expect(() => plan({ attacker: inf({ type: 'artillery' }) })).toThrow(/Artillery units may not/)
    expect(() => plan({ attacker: inf({ detachment: true }) })).toThrow(/Detachment units never attack/)
    expect(errorOf<RulesInputError>(() => plan({ defender: inf({ elanRating: 0 }) })).field).toBe('defender.elanRating')
    expect(errorOf<RulesInputError>(() => plan({ attacker: inf({ strengthPoints: -1 }) })).field).toBe('attacker.strengthPoints')
    expect(errorOf<RulesInputError>(() => plan({ defender: inf({ artilleryFactor: 1.5 }) })).field).toBe('defender.artilleryFactor')
    expect(errorOf<RulesInputError>(() => plan({ defender: inf({ type: 'general' as 'infantry' }) })).field).toBe('defender.type')
    expect(errorOf<RulesInputError>(() => plan({ attacker: inf({ stepLosses: -2 }) })).field).toBe('attacker.stepLosses')
    expect(errorOf<RulesInputError>(() => plan({ defenderTerrain: 'Marsh' as 'Clear' })).field).toBe('defenderTerrain')
    expect(errorOf<RulesInputError>(() => plan({ defenderElevation: 'Hill' as 'Flat' })).field).toBe('defenderElevation')
    expect(() => plan({ attacker: inf({ strengthPoints: 12 }), defender: inf({ strengthPoints: 8 }) })).toThrow(/At most 20 dice in one Close Combat/)
    expect(() => closeCombat.resolve(fight(), [1, 2, 3])).toThrow(/Roll 3 attacker and 4 defender dice, got 3/)
  })
  it('every outcome listed is in the fixed order and the distribution only uses listed outcomes', () => {
    const list = closeCombat.outcomes(foyVsPicton)
    expect(list).toHaveLength(9 + 9 + 4)
    expect(countOf(closeCombat.distribution(foyVsPicton), list[0]!)).toBeGreaterThan(0)
  })
})
