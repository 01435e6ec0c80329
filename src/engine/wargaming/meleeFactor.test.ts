import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import type { RulesInputError } from '../core'
import { decide, lossesBy, meleeCalculator as melee, type MeleeSide } from './melee'
import { lineTotal, meleeFactorLines } from './meleeFactor'
import { combatResult } from './tables/combatResults'

const inf = (more: Partial<MeleeSide> = {}): MeleeSide => ({ meleeFactor: 4, troop: 'infantry', formation: 'line', ...more })
const cav = (more: Partial<MeleeSide> = {}): MeleeSide => ({ meleeFactor: 4, troop: 'cavalry', ...more })
const art: MeleeSide = { meleeFactor: 4, troop: 'artillery' }
/** The lines after the mêlée factor, as "label value". */
const mods = (side: MeleeSide, enemy: MeleeSide, round = 1) => meleeFactorLines(side, enemy, round, 'attacker').slice(1).map((l) => `${l.label} ${l.value}`)

describe('mêlée modifiers one by one (seed 004, Mêlée: Modifiers, each as printed)', () => {
  it.each([
    ['Cavalry vs infantry in square, 1st round −5', cav(), inf({ formation: 'square' }), 1, ['Cavalry vs infantry in square, 1st round -5']],
    ['… not in the 2nd round', cav(), inf({ formation: 'square' }), 2, []],
    ['Infantry in square vs cavalry, 1st round +2', inf({ formation: 'square' }), cav(), 1, ['Infantry in square vs cavalry, 1st round 2']],
    ['… not in the 2nd round', inf({ formation: 'square' }), cav(), 2, []],
    ['… not against infantry', inf({ formation: 'square' }), inf(), 1, []],
    ['Lancers vs infantry +1 (and cavalry vs column +1)', cav({ lancers: true }), inf({ formation: 'column' }), 1, ['Lancers vs infantry 1', 'Cavalry vs infantry in column 1']],
    ['lancers vs cavalry: nothing', cav({ lancers: true }), cav(), 1, []],
    ['Cavalry vs infantry in line +2', cav(), inf(), 1, ['Cavalry vs infantry in line or artillery 2']],
    ['Cavalry vs artillery +2', cav(), art, 1, ['Cavalry vs infantry in line or artillery 2']],
    ['infantry vs artillery: nothing', inf(), art, 1, []],
    ['Cossacks vs formed cavalry −2', cav({ cossacks: true }), cav(), 1, ['Cossacks vs formed cavalry -2']],
    ['cossacks vs disordered cavalry: nothing', cav({ cossacks: true }), cav({ disordered: true }), 1, []],
    ['cossacks vs infantry: nothing', cav({ cossacks: true }), inf({ formation: 'column' }), 1, ['Cavalry vs infantry in column 1']],
    ['All troops following up +1', inf({ followingUp: true }), inf(), 1, ['All troops following up 1']],
    ['Uphill from enemy +1', inf({ uphill: true }), inf(), 1, ['Uphill from enemy 1']],
    ['Charging cavalry +2', cav({ charging: true }), cav(), 1, ['Charging cavalry 2']],
    ['Charging infantry +1', inf({ charging: true }), inf(), 1, ['Charging infantry 1']],
    ['Frontage: one base of overlap +1', inf({ overlapBases: 1 }), inf(), 1, ['Frontage: for each base of overlap 1']],
    ['Frontage: three bases of overlap +3', inf({ overlapBases: 3 }), inf(), 1, ['Frontage: for each base of overlap ×3 3']],
    ['Infantry outnumber enemy by 2:1 +1 (exactly 2:1)', inf({ bases: 4 }), inf({ bases: 2 }), 1, ['Infantry outnumber enemy by 2:1 1']],
    ['Infantry outnumber enemy by 3:1 +2 (exactly 3:1)', inf({ bases: 6 }), inf({ bases: 2 }), 1, ['Infantry outnumber enemy by 3:1 2']],
    ['just under 2:1: nothing', inf({ bases: 3 }), inf({ bases: 2 }), 1, []],
    ['just under 3:1 is 2:1', inf({ bases: 5 }), inf({ bases: 2 }), 1, ['Infantry outnumber enemy by 2:1 1']],
    ['outnumbering without the enemy bases: nothing', inf({ bases: 6 }), inf(), 1, []],
    ['outnumbering is infantry v infantry only', inf({ bases: 6 }), { ...art, bases: 1 }, 1, []],
    ['… not cavalry outnumbering infantry', cav({ bases: 6 }), inf({ formation: 'column', bases: 2 }), 1, ['Cavalry vs infantry in column 1']],
    ['infantry attacking a square: no cavalry modifier', inf(), inf({ formation: 'square' }), 1, []],
    ['cavalry v cavalry: no infantry-formation modifier', cav(), cav({ formation: 'square' }), 1, []],
    ['Cavalry reinforced by fresh squadron(s) +1', cav({ freshSquadrons: true }), cav(), 1, ['Cavalry reinforced by fresh squadron(s) 1']],
    ['Defending hard cover +2', inf({ defendingCover: 'hard' }), inf(), 1, ['Defending hard cover 2']],
    ['Defending soft cover +1', inf({ defendingCover: 'soft' }), inf(), 1, ['Defending soft cover 1']],
    ['Tired troops −2', inf({ tired: true }), inf(), 1, ['Tired troops -2']],
    ['Exhausted troops −4', inf({ exhausted: true }), inf(), 1, ['Exhausted troops -4']],
    ['Unformed troops −2', inf({ unformed: true }), inf(), 1, ['Unformed troops -2']],
    ['Disordered troops −4', inf({ disordered: true }), inf(), 1, ['Disordered troops -4']],
    ['Leader within 50 yards + morale factor', inf({ leaderMorale: 3 }), inf(), 1, ['leader within 50 yards: + morale factor 3']],
    ['a leader of morale 0 is still a line', inf({ leaderMorale: 0 }), inf(), 1, ['leader within 50 yards: + morale factor 0']],
    ['For each damaged base −1', inf({ damagedBases: 2 }), inf(), 1, ['2 damaged bases (−1 each) -2']],
    ['Each base lost is two damaged bases', inf({ lostBases: 1 }), inf(), 1, ['1 base lost (−2 each) -2']],
    ['the enemy\'s own state does not change this side', inf(), inf({ tired: true, charging: true, defendingCover: 'soft' }), 1, []],
  ] as [string, MeleeSide, MeleeSide, number, string[]][])('%s', (_name, side, enemy, round, expected) => {
    expect(mods(side, enemy, round)).toEqual(expected)
    const lines = meleeFactorLines(side, enemy, round, 'attacker')
    expect(lines[0]).toMatchObject({ label: 'mêlée factor', value: 4 })
    expect(lineTotal(lines)).toBe(4 + lines.slice(1).reduce((s, l) => s + Number(l.value), 0))
  })

  it('every modifier of one infantry side at once, in printed order', () => {
    const side = inf({ formation: 'square', followingUp: true, uphill: true, overlapBases: 2, bases: 7, defendingCover: 'hard', tired: true, unformed: true, leaderMorale: 2, damagedBases: 1, lostBases: 1 })
    expect(mods(side, inf({ bases: 2 }), 2)).toEqual([
      'All troops following up 1',
      'Uphill from enemy 1',
      'Frontage: for each base of overlap ×2 2',
      'Infantry outnumber enemy by 3:1 2',
      'Defending hard cover 2',
      'Tired troops -2',
      'Unformed troops -2',
      'leader within 50 yards: + morale factor 2',
      '1 damaged base (−1 each) -1',
      '1 base lost (−2 each) -2',
    ])
    expect(lineTotal(meleeFactorLines(side, inf({ bases: 2 }), 2, 'x'))).toBe(7)
  })

  it('refusals name the side\'s field and say what is wrong', () => {
    const e = (side: Record<string, unknown>, enemy: MeleeSide = inf(), round = 1) =>
      errorOf<RulesInputError>(() => meleeFactorLines(Object.assign(inf(), side), enemy, round, 'defender'))
    expect([e({ meleeFactor: null }).field, e({ meleeFactor: null }).message]).toEqual(['defender.meleeFactor', "defender: this troop type has no mêlée factor ('-')."])
    expect(e({ meleeFactor: '-' }).message).toBe("defender: this troop type has no mêlée factor ('-').")
    expect(e({ meleeFactor: '4' }).message).toBe('defender.meleeFactor must be a whole number of 0 or more, got 4.')
    expect(e({ meleeFactor: -1 }).message).toBe('defender.meleeFactor must be a whole number of 0 or more, got -1.')
    expect(e({ meleeFactor: 2.5 }).field).toBe('defender.meleeFactor')
    expect(lineTotal(meleeFactorLines(inf({ meleeFactor: 0 }), inf(), 1, 'x'))).toBe(0)
    expect([e({}, inf(), 0).field, e({}, inf(), 0).message]).toEqual(['round', 'round must be 1 or more, got 0.'])
    expect(e({}, inf(), 1.5).field).toBe('round')
    expect(e({ tired: true, exhausted: true }).message).toBe('defender: troops are tired or exhausted, not both.')
    expect(e({ unformed: true, disordered: true }).message).toBe('defender: troops are unformed or disordered, not both.')
    expect(e({ charging: true }, inf(), 2).message).toBe('defender: the charging bonus applies in the first round of mêlée only.')
    expect([e({ troop: 'infantry', lancers: true }).code, e({ lancers: true }).message]).toEqual(['not-allowed-together', 'defender: lancers applies to cavalry only.'])
    expect(e({ cossacks: true }).field).toBe('defender.cossacks')
    expect(e({ freshSquadrons: true }).message).toBe('defender: reinforced by fresh squadron(s) applies to cavalry only.')
    expect([e({ troop: 'artillery', charging: true }).code, e({ troop: 'artillery', charging: true }).message]).toEqual(['forbidden', 'Skirmishers and artillery may never charge (seed 004, Restrictions on Charges)'])
    expect(e({ charging: true }, cav()).message).toBe('Infantry may never charge cavalry (seed 004, Restrictions on Charges)')
    expect([e({ skirmish: true }).field, e({ skirmish: true }).message]).toEqual(['defender.skirmish', 'Units in skirmish formation may not charge nor may they enter a mêlée (seed 004, Skirmishers)'])
    expect(e({ charging: true }, inf({ inBuildingsOrBehindWalls: true })).message).toBe('Units cannot charge against troops in buildings or behind walls (seed 004, Restrictions on Charges)')
    expect(lineTotal(meleeFactorLines(inf({ skirmish: false }), inf({ inBuildingsOrBehindWalls: true }), 1, 'x'))).toBe(lineTotal(meleeFactorLines(inf(), inf(), 1, 'x')))
    expect([e({ troop: 'navy' }).code, e({ troop: 'navy' }).field, e({ troop: 'navy' }).message]).toEqual(['unknown-value', 'defender.troop', 'Unknown troop "navy" (infantry, cavalry or artillery).'])
    expect(e({}, Object.assign(inf(), { troop: 'navy' })).field).toBe('defender.troop')
    expect(e({ troop: 'cavalry' }, { meleeFactor: 4, troop: 'infantry' }).message).toBe('The infantry facing cavalry needs its formation (line, column or square).')
    expect(e({ overlapBases: -1 }).message).toBe('defender.overlapBases must be a whole number of 0 or more, got -1.')
    expect(e({ bases: 2 }, inf({ bases: 0 })).message).toBe('Each side in a mêlée has at least 1 base, got 0.')
    expect(e({ bases: 1.5 }, inf({ bases: 1 })).field).toBe('defender.bases')
    expect(e({ leaderMorale: 7 }).message).toBe('defender.leaderMorale must be 0–6, got 7.')
    expect(e({ leaderMorale: -1 }).field).toBe('defender.leaderMorale')
    expect(e({ leaderMorale: 1.5 }).field).toBe('defender.leaderMorale')
    expect(mods(inf({ leaderMorale: 6 }), inf())).toEqual(['leader within 50 yards: + morale factor 6'])
    expect(e({ damagedBases: -1 }).field).toBe('defender.damagedBases')
    expect(e({ lostBases: 0.5 }).field).toBe('defender.lostBases')
  })
})

describe('mêlée result (seed 004, Mêlée: Random Factor and Results)', () => {
  it('full working of the example: charging cavalry v a damaged line, D6 1 v 6', () => {
    const r = melee.resolve(melee.example, [1, 6])
    expect(r.working.map((l) => [l.label, l.value])).toEqual([
      ['attacker: mêlée factor', 8],
      ['attacker: Cavalry vs infantry in line or artillery', 2],
      ['attacker: Charging cavalry', 2],
      ['attacker: before the random factor', 12],
      ['defender: mêlée factor', 4],
      ['defender: 1 damaged base (−1 each)', -1],
      ['defender: before the random factor', 3],
      ['random factor: D6 1 v 6 → defender +5', 5],
      ['attacker 12: 9 to 12 → defender 1 base removed & 1 base damaged', '= 12'],
      ['defender 8: 5 to 8 → attacker 1 base removed', '= 8'],
      ['casualties (steps): attacker caused 3, defender caused 2 → attacker wins', 'attacker wins'],
    ])
  })

  it('random factor: the higher D6 adds the difference, a tie adds nothing (working says so)', () => {
    const even = { attacker: inf(), defender: inf() }
    expect(melee.resolve(even, [6, 1]).randomFactor).toEqual({ to: 'attacker', value: 5 })
    expect(melee.resolve(even, [6, 1]).attacker.score).toBe(9)
    expect(melee.resolve(even, [6, 1]).defender.score).toBe(4)
    expect(melee.resolve(even, [3, 3]).randomFactor).toEqual({ to: null, value: 0 })
    expect(melee.resolve(even, [3, 3]).working[4]?.label).toBe('random factor: D6 3 v 3 → none')
    expect(melee.resolve(even, [3, 3]).outcome).toBe('draw')
    expect(melee.resolve(even, [2, 4])).toMatchObject({ outcome: 'defender wins', defender: { score: 6 }, attacker: { score: 4 } })
  })

  it('winner by steps or removed bases (ruling 5) and the decision both ways', () => {
    const removedAndDamaged = combatResult(9)
    expect(lossesBy(removedAndDamaged)).toBe(3)
    expect(lossesBy(removedAndDamaged, 'steps')).toBe(3)
    expect(lossesBy(removedAndDamaged, 'removed-bases')).toBe(1)
    expect([decide(3, 2), decide(2, 3), decide(2, 2)]).toEqual(['attacker wins', 'defender wins', 'draw'])
    // 8 v 4 with D6 tie: 8 → 1 removed (2 steps), 4 → 1 damaged (1 step): by steps the attacker wins, by removed bases 1 v 0 too;
    // 5 v 4: 1 removed v 1 damaged → steps 2 v 1 attacker, removed 1 v 0 attacker; 12 v 8: 3 v 2 steps, 1 v 1 removed → draw.
    const twelveVsEight = { attacker: inf({ meleeFactor: 12 }), defender: inf({ meleeFactor: 8 }) }
    expect(melee.resolve(twelveVsEight, [3, 3]).outcome).toBe('attacker wins')
    expect(melee.resolve({ ...twelveVsEight, winnerBy: 'removed-bases' }, [3, 3]).outcome).toBe('draw')
    expect(melee.resolve({ ...twelveVsEight, winnerBy: 'removed-bases' }, [3, 3]).working.at(-1)?.label).toBe('casualties (removed-bases): attacker caused 1, defender caused 1 → draw')
  })

  it('refuses D6 faces it cannot show on either die', () => {
    const even = { attacker: inf(), defender: inf() }
    expect(errorOf<RulesInputError>(() => melee.resolve(even, [7, 1])).field).toBe("attacker's D6")
    expect(errorOf<RulesInputError>(() => melee.resolve(even, [1, 0])).field).toBe("defender's D6")
    expect(melee.dice(even).map((d) => [d.role, d.die.id])).toEqual([["attacker's D6", 'd6'], ["defender's D6", 'd6']])
    expect(melee.outcomes(even)).toEqual(['attacker wins', 'defender wins', 'draw'])
  })
})
