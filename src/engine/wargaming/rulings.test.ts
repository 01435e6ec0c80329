import { describe, expect, it } from 'vitest'
import { WARGAMING_RULINGS } from './rulings'

/** Each ruling's id, RULES.md number and option values, the RULES.md default first. */
const summary = WARGAMING_RULINGS.map((r) => [r.id, r.number ?? null, r.options.map((o) => o.value)])

describe('wargaming rulings (RULES.md rulings 2–11 for seed 004)', () => {
  it('every ruling with the RULES.md default as its first option', () => {
    expect(summary).toEqual([
      ['rainRounding', 2, ['toward-zero', 'down', 'up']], // 2: "rounding toward zero"
      ['rankRounding', 3, ['down', 'nearest']], // 3: "+1 per whole 3 ranks (rounded down)"
      ['moraleRandomFactor', 4, ['signed', 'unsigned']], // 4: "signed, −3..+3, like fire"
      ['winnerBy', 5, ['steps', 'removed-bases']], // 5: "compared in damaged-base steps"
      ['strengthBoundary', 6, ['higher band', 'lower band']], // 6: "a boundary belongs to the higher band"
      ['casualtyCount', 7, ['steps', 'bases']], // 7: "casualties = damaged-base steps"
      ['clamp', 8, ['all', 'leadership-only']], // 8: "all three ratings clamped to 0–6"
      ['sameNumber', 9, ['natural face', 'total']], // 9: "the same natural D20 face"
      ['fireScore', 11, ['five or more', 'exactly five']], // 11: "a score of 5 or more"
      ['airs', 11, ['no drift', 'as light']], // 11: "no smoke drift"
      ['indecisionScope', null, ['each turn', 'once per battle']], // RULES.md: "checked at every end of turn"
    ])
  })

  it('each ruling asks its question in words, with a label for every option', () => {
    expect(WARGAMING_RULINGS.map((r) => [r.title, r.question])).toEqual([
      ['Halving in rain and for charge defensive fire', 'Which way does a halved odd fire factor round?'],
      ['Ranks within penetration', '+1 per 3 ranks: whole groups of 3 only, or to the nearest?'],
      ['Morale random factor', 'Is the difference of two average dice signed (−3..+3) as in fire?'],
      ['Mêlée winner', 'How are "more casualties" compared?'],
      ['Morale strength bands', 'Does exactly ¾, ½ or ¼ belong to the higher or lower band?'],
      ['Leader casualty row', 'Are a unit\'s casualties counted in steps or bases?'],
      ['Replacement leaders', 'Which ratings stay within 0–6?'],
      ['Initiative tie', '"Both roll the same number": the natural D20 face or the total?'],
      ['Setting a building on fire', '"A score of 5": 5 or more, or exactly 5?'],
      ['Occasional light airs', 'Does wind speed 5 drift smoke?'],
      ['End-of-turn Command Indecision card', 'Checked at every end of turn (at most one card a turn), or once per battle?'],
    ])
    expect(WARGAMING_RULINGS.flatMap((r) => r.options.map((o) => o.label))).toEqual([
      'Toward zero', 'Down', 'Up',
      'Whole 3 ranks (round down)', 'Nearest',
      'Signed, −3..+3', 'Always added, 0..3',
      'In steps (removed base = 2)', 'Removed bases only',
      'Higher band', 'Lower band',
      'Steps (removed base = 2)', 'Bases',
      'All three', 'Leadership only (as printed)',
      'Same natural face', 'Same total',
      '5 or more', 'Exactly 5',
      'No drift', 'As a light wind',
      'Every end of turn', 'Once per battle',
    ])
  })
})
