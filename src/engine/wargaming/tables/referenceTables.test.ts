import { describe, expect, it } from 'vitest'
import { CRT_REFERENCE } from './combatResults'
import { CONTROL_REFERENCE } from './controlTables'
import { FIRE_MODIFIERS_REFERENCE } from './fireModifiers'
import { LEADER_CASUALTIES_REFERENCE } from './leaderCasualties'
import { MELEE_MODIFIERS_REFERENCE } from './meleeModifiers'
import { MORALE_MODIFIERS_REFERENCE, MORALE_RESULTS_REFERENCE } from './moraleTables'
import { RANGE_REFERENCE } from './rangeModifiers'
import { WEATHER_REFERENCE, WIND_REFERENCE } from './weatherTables'

/**
 * Every quick-reference table of seed 004 in full, cell by cell, as the Tables tab shows it. The values are the
 * printed ones (the fidelity tests compare the same cells with the text when it is present; these hold without
 * it), so deleting a row, a note or a sign in the data, or a step that builds the rows, fails here.
 */
describe('quick-reference tables as printed (seed 004)', () => {
  it('Combat Results: every row and note', () => {
    expect(CRT_REFERENCE).toEqual({
      id: 'wargaming.combatResults',
      title: 'Combat results (fire and mêlée)',
      rule: { seed: '004', section: 'Combat Results' },
      columns: ['Modified fire or mêlée factor', 'Result'],
      rows: [
        ['0 or less', 'No effect'],
        ['1 to 4', '1 base damaged'],
        ['5 to 8', '1 base removed'],
        ['9 to 12', '1 base removed & 1 base damaged'],
        ['13 to 16', '2 bases removed'],
        ['17 to 20', '2 bases removed & 1 base damaged'],
        ['Over 20', '3 bases removed'],
      ],
      notes: [
        'Two damaged bases are equivalent to the loss of one base (rules: Casualties).',
      ],
    })
  })

  it('Control: every row and note', () => {
    expect(CONTROL_REFERENCE).toEqual({
      id: 'wargaming.control',
      title: 'Control test',
      rule: { seed: '004', section: 'Control' },
      columns: ['Modifier or score', 'Value or result'],
      rows: [
        ['Enemy units within 300 yards retiring', 1],
        ['Enemy units within 300 yards retreating', 2],
        ['Enemy units within 300 yards routing', 3],
        ['Enemy units within 300 yards standing', -1],
        ['Enemy units within 300 yards advancing', -2],
        ['Enemy units within 300 yards advancing to flank or rear', -3],
        ['Friends within 300 yards retiring', -1],
        ['Friends within 300 yards retreating', -2],
        ['Friends within 300 yards routing', -3],
        ['Friends within 300 yards standing', 1],
        ['Friends within 300 yards advancing', 2],
        ['No friends within 300 yards', -1],
        ['Out of sight of friends', -3],
        ['Each round or mêlée won by testing unit this turn', 1],
        ['Unit is threatened from flank or rear', -1],
        ['Unit is in a mêlée', 3],
        ['Unit is tired', -1],
        ['Units is exhausted', -2],
        ['Leader within command radius and within sight (one leader only)', '+/- leadership factor'],
        ['11 or over', 'Pursue or charge towards nearest enemy. If a mêlée results, no morale test is required for coming under fire during the charge.'],
        ['5-10', 'Reform and act as own commander wishes.'],
        ['2-4', 'Reform and may remain stationary or retire, but may not advance towards the enemy.'],
        ['Less than 2', 'Retire'],
      ],
      notes: [
        'Roll one average die, add the unit’s control factor, then the modifiers. All modifiers are cumulative.',
      ],
    })
  })

  it('Firing: Modifiers, Target and Firing Unit: every row and note', () => {
    expect(FIRE_MODIFIERS_REFERENCE).toEqual({
      id: 'wargaming.fireModifiers',
      title: 'Fire modifiers: target and firing unit',
      rule: { seed: '004', section: 'Firing: Modifiers, Target and Firing Unit' },
      columns: ['Modifier', 'Value'],
      rows: [
        ['Target is:', ''],
        ['behind soft cover', '-2'],
        ['behind hard cover', '-4'],
        ['in skirmish order', '-4'],
        ['unlimbered artillery', '-4'],
        ['armoured (cuirassiers) (small arms only)', '-1'],
        ['For every 3 ranks of target', '+1'],
        ['Firing unit is:', ''],
        ['unformed', '-2'],
        ['disordered', '-4'],
        ['firing 1st time', '+1'],
        ['under fire from skirmishers', '-1'],
        ['in column', '-2'],
        ['in square', '-4'],
        ['For each damaged base', '-1'],
        ['Second or subsequent turn of rain or snow', '-2'],
      ],
      notes: [
        '1. Only 1/4 of figures in a square may fire.',
        '2. If firing against square, use appropriate modifier for the number of ranks.',
        '3. Penetration is measured from the closest point of target and is used to determine the number of ranks of the target. An infantry base has 2 ranks and a cavalry base has 1. Artillery do not have ranks.',
        '4. Each base lost is equivalent to two damaged bases.',
        'The modified fire factor is halved during rain (Effect of Weather) and for charge defensive fire (Charges & Mêlées). Ruling 2: round toward zero.',
      ],
    })
  })

  it('Leader Casualties: every row and note', () => {
    expect(LEADER_CASUALTIES_REFERENCE).toEqual({
      id: 'wargaming.leaderCasualties',
      title: 'Leader casualties',
      rule: { seed: '004', section: 'Leader Casualties' },
      columns: ['Casualties', '01 - 05', '06 - 10', '11 - 30', '31 - 50', '51 - 75', '76 - 00'],
      rows: [
        ['1', 'Minor', 'NE', 'NE', 'NE', 'NE', 'NE'],
        ['2', 'Serious', 'Minor', 'NE', 'NE', 'NE', 'NE'],
        ['3', 'Killed', 'Serious', 'Minor', 'NE', 'NE', 'NE'],
        ['4-6', 'Killed', 'Serious', 'Minor', 'Minor', 'NE', 'NE'],
        ['7-9', 'Killed', 'Killed', 'Serious', 'Minor', 'Minor', 'NE'],
        ['10 or more', 'Killed', 'Killed', 'Killed', 'Serious', 'Minor', 'NE'],
      ],
      notes: [
        'Roll two D10 (tens and units); 00 = 100.',
        'Killed: leader is dead. Serious: removed to a field hospital. Minor: no bonuses for the rest of the turn. NE: no effect.',
        'Ruling 7: casualties are counted in damaged-base steps (a removed base = 2); 0 casualties = no test.',
      ],
    })
  })

  it('Mêlée: Modifiers: every row and note', () => {
    expect(MELEE_MODIFIERS_REFERENCE).toEqual({
      id: 'wargaming.meleeModifiers',
      title: 'Mêlée modifiers',
      rule: { seed: '004', section: 'Mêlée: Modifiers' },
      columns: ['Modifier', 'Value'],
      rows: [
        ['Cavalry vs infantry in square, 1st round', '-5'],
        ['Infantry in square vs cavalry, 1st round', '+2'],
        ['Lancers vs infantry', '+1'],
        ['Cavalry vs infantry in column', '+1'],
        ['Cavalry vs infantry in line or artillery', '+2'],
        ['Cossacks vs formed cavalry', '-2'],
        ['All troops following up', '+1'],
        ['Uphill from enemy', '+1'],
        ['Charging cavalry', '+2'],
        ['Charging infantry', '+1'],
        ['Frontage: for each base of overlap', '+1'],
        ['Infantry outnumber enemy by 2:1', '+1'],
        ['Infantry outnumber enemy by 3:1', '+2'],
        ['Cavalry reinforced by fresh squadron(s)', '+1'],
        ['Defending hard cover', '+2'],
        ['Defending soft cover', '+1'],
        ['Tired troops', '-2'],
        ['Exhausted troops', '-4'],
        ['Unformed troops', '-2'],
        ['Disordered troops', '-4'],
        ['For each damaged base', '-1'],
        ['Leader within 50 yards', '+ morale factor'],
      ],
      notes: [
        'Each base lost is equivalent to two damaged bases.',
        'Random factor: each side rolls one D6; the higher adds the difference (0–5). One roll per mêlée.',
        'Outnumbering: ratio of bases, rounded down; infantry to infantry mêlées only.',
        'Charging infantry and cavalry receive their bonus in the first round of mêlée only.',
      ],
    })
  })

  it('Morale: modifiers: every row and note', () => {
    expect(MORALE_MODIFIERS_REFERENCE).toEqual({
      id: 'wargaming.moraleModifiers',
      title: 'Morale modifiers',
      rule: { seed: '004', section: 'Morale' },
      columns: ['Modifier', 'Value'],
      rows: [
        ['Strength: Full', 2],
        ['Strength: ¾ to full', 1],
        ['Strength: ½ to ¾', -2],
        ['Strength: ¼ to ½', -5],
        ['Strength: less than ¼', -10],
        ['Losses this phase: nil', 1],
        ['Losses this phase: 1-10%', 0],
        ['Losses this phase: 11-25%', -1],
        ['Losses this phase: 26-50%', -2],
        ['Losses this phase: > 50%', -5],
        ['Formation: formed', 2],
        ['Formation: unformed', -2],
        ['Formation: disordered', -4],
        ['Tired', -1],
        ['Exhausted', -2],
        ['Supported', 1],
        ['Neither supported nor unsupported', 0],
        ['Unsupported', -1],
        ['One secure flank', 2],
        ['Two secure flanks', 3],
        ['One flank neither secure nor insecure', 0],
        ['Both flanks neither secure nor insecure', 1],
        ['Each threatened flank', -1],
        ['Threat to rear', -3],
        ['Under fire from skirmishers (except veterans)', -3],
        ['Friends within 300 yards forced back by enemy this phase', -2],
        ['Unit on flank retreats or routs this phase', -4],
        ['Unit won a mêlée earlier this turn or last turn', 2],
        ['Unit lost a mêlée earlier this turn or last turn', -2],
        ['Units previous morale was good (10 or higher; or first time tested)', 1],
        ['Units previous morale was poor (6 or less)', -1],
        ['For any leader within 50 yards (if dead or seriously wounded, subtract)', '+ morale factor'],
      ],
      notes: [
        'Roll two average dice and add the difference between them (ruling 4: signed, −3..+3).',
      ],
    })
  })

  it('Morale: results: every row and note', () => {
    expect(MORALE_RESULTS_REFERENCE).toEqual({
      id: 'wargaming.moraleResults',
      title: 'Morale results',
      rule: { seed: '004', section: 'Morale' },
      columns: ['Score', 'Receiving a charge', 'Charging or counter-charging', 'Advancing', 'Standing', 'Retiring', 'Retreating', 'Routing'],
      rows: [
        ['10+', 'Advance', 'Charge', 'Advance', 'Advance', 'Halt', 'Retire', 'Retreat'],
        ['7-9', 'Shaken', 'Shaken', 'Shaken', 'Halt', 'Retire', 'Retreat', 'Rout'],
        ['4-6', 'Retire', 'Halt', 'Halt', 'Retire', 'Retreat', 'Rout', 'Rout'],
        ['2-3', 'Retreat', 'Retire', 'Retire', 'Retreat', 'Rout', 'Rout', 'Rout'],
        ['0-1', 'Rout', 'Retreat', 'Retreat', 'Rout', 'Rout', 'Rout', 'Rout'],
        ['Below 0', 'ALL ROUT'],
      ],
      notes: undefined,
    })
  })

  it('Firing: Modifiers, Range: every row and note', () => {
    expect(RANGE_REFERENCE).toEqual({
      id: 'wargaming.range',
      title: 'Range (centre of firing unit to nearest point of target)',
      rule: { seed: '004', section: 'Firing: Modifiers, Range' },
      columns: ['Weapon', '0 - 50', '50.1 - 100', '100.1 - 150', '150.1 - 200', '200.1 - 300', '300.1 - 500', '500.1 - 700', '700.1 - 900', '900.1 - 1100', '1100.1 - 1300', 'Penetration*'],
      rows: [
        ['Musket', 1, 0, -2, -4, '-', '-', '-', '-', '-', '-', 50],
        ['Rifle', 0, -1, -2, -3, -5, '-', '-', '-', '-', '-', 50],
        ['Carbine', 0, -2, -3, '-', '-', '-', '-', '-', '-', '-', 50],
        ['3/4 pdr', -1, -2, -3, -4, -5, -6, -7, -8, '-', '-', 150],
        ['6/7 pdr', 0, -1, -2, -3, -4, -5, -6, -7, '-', '-', 175],
        ['8/9 pdr', 1, 0, -1, -2, -3, -4, -5, -6, -7, '-', 200],
        ['12 pdr', 3, 1, 0, -1, -2, -3, -4, -5, -6, -7, 250],
        ['5.5" howitzer', 0, -1, -2, -3, -4, -5, -6, -7, '-', '-', 50],
        ['6/7" howitzer', 1, 0, -2, -3, -4, -5, -6, -7, -8, '-', 70],
        ['8" howitzer', 2, 1, 0, -1, -2, -3, -4, -5, -6, -7, 100],
      ],
      notes: [
        '*Penetration is measured from the closest point of target and is used to determine the number of ranks of the target.',
        'Ruling 1: a band runs from just above the previous limit up to and including its printed limit.',
      ],
    })
  })

  it('Weather: every row and note', () => {
    expect(WEATHER_REFERENCE).toEqual({
      id: 'wargaming.weather',
      title: 'Weather (average die + season)',
      rule: { seed: '004', section: 'Weather and Wind: Weather' },
      columns: ['Score', 'Weather'],
      rows: [
        ['less than 2', 'snow'],
        ['2 or 3', 'rain'],
        ['above 3', 'fine'],
      ],
      notes: [
        'Season: winter −1, autumn/spring 0, summer +1. For results other than fine, roll again after two turns.',
      ],
    })
  })

  it('Wind: every row and note', () => {
    expect(WIND_REFERENCE).toEqual({
      id: 'wargaming.wind',
      title: 'Wind: direction (D10), speed (average die) and smoke',
      rule: { seed: '004', section: 'Weather and Wind: Wind' },
      columns: ['Roll', 'Result', 'Smoke yards per phase', 'Disperses after turns'],
      rows: [
        ['D10 0', 'no wind', '', ''],
        ['D10 1', 'no wind', '', ''],
        ['D10 2', 'from N', '', ''],
        ['D10 3', 'from NE', '', ''],
        ['D10 4', 'from E', '', ''],
        ['D10 5', 'from SE', '', ''],
        ['D10 6', 'from S', '', ''],
        ['D10 7', 'from SW', '', ''],
        ['D10 8', 'from W', '', ''],
        ['D10 9', 'from NW', '', ''],
        ['average die 2', 'light', 10, 3],
        ['average die 3', 'medium', 20, 2],
        ['average die 4', 'strong', 50, 1],
        ['average die 5', 'occasional light airs', '-', '-'],
      ],
      notes: [
        'Ruling 11: occasional light airs (5) give no smoke drift.',
      ],
    })
  })
})
