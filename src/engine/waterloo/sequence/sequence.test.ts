import { describe, expect, it } from 'vitest'
import { foldSequence, type OwedRef, type Verdict } from '../../core/sequence'
import { INITIAL, RULES, actionWords, where, waterlooSequence as seq, type WlEvent, type WlQuestion, type WlState } from '.'

// Reille's II Corps (Foy infantry, Pire cavalry, Pelletier artillery), Kellerman's heavy cavalry, Hill's II Corps and the Detachments.
const units: WlEvent[] = [
  { t: 'unit', id: 'foy', army: 'French', corps: 'fr-II', type: 'infantry' },
  { t: 'unit', id: 'jerome', army: 'French', corps: 'fr-II', type: 'infantry' },
  { t: 'unit', id: 'pire', army: 'French', corps: 'fr-II', type: 'cavalry' },
  { t: 'unit', id: 'pelletier', army: 'French', corps: 'fr-II', type: 'artillery' },
  { t: 'unit', id: 'lhertier', army: 'French', corps: 'fr-IIIC', type: 'cavalry' },
  { t: 'unit', id: 'clinton', army: 'Anglo-Allied', corps: 'aa-II', type: 'infantry' },
  { t: 'unit', id: 'mitchell', army: 'Anglo-Allied', corps: 'aa-II', type: 'infantry' },
  { t: 'unit', id: 'hougoumont', army: 'Anglo-Allied', corps: 'aa-DET', type: 'infantry', detachment: true },
  { t: 'unit', id: 'bulow-inf', army: 'Prussian', corps: 'pr-IV', type: 'infantry' },
]
const fold = (events: WlEvent[], from: WlState = INITIAL) => events.reduce(seq.step, from)
const owe = (kind: string, ...unitIds: string[]): OwedRef => ({ id: `${kind}.${unitIds.join()}`, kind, unitIds })
const ask = (s: WlState, q: WlQuestion, owed: OwedRef[] = []) => seq.ask(s, q, owed)
function refused(v: Verdict, rule: keyof typeof RULES) {
  expect(v).toEqual({ verdict: 'forbidden', section: RULES[rule][0], rule: RULES[rule][1] })
}
const ok = (v: Verdict) => expect(v).toEqual({ verdict: 'allowed' })
const act = (unit: string, action: 'maneuver' | 'bombard' | 'rally' | 'close', artilleryFactor?: number | null): WlQuestion => ({ q: 'act', unit, action, artilleryFactor })

describe('a whole Game Turn of seed 002 through the sequence', () => {
  it('setup, a French Corps drawn and activated, one Unit Action each, Close To Contact gates, a held marker, the commander, the End Phase', () => {
    let s = fold(units)
    expect(where(s)).toBe('Game Setup')
    refused(ask(s, { q: 'draw' }), 'notBegun')
    refused(ask(s, act('foy', 'maneuver')), 'notBegun')
    s = fold([{ t: 'turn', gameTurn: 1 }], s)
    expect(where(s)).toBe('Game Turn 1 · Draw Activation Marker Phase')
    // Before any marker: no unit may act (D-1); the activation cannot be done; the End Phase waits for the cup (H).
    refused(ask(s, act('foy', 'maneuver')), 'drawFirst')
    refused(ask(s, { q: 'done' }), 'drawFirst')
    refused(ask(s, { q: 'activate' }), 'nothingDrawn')
    refused(ask(s, { q: 'hold' }), 'holdCorps')
    refused(ask(s, { q: 'end', cupEmpty: false }), 'endCup')
    ok(ask(s, { q: 'draw' }))
    ok(ask(s, { q: 'napoleon' }))

    // A Napoleon marker drawn is held at once (D-3a): nothing waits to be enacted.
    s = fold([{ t: 'draw', marker: 'napoleon-1', kind: 'napoleon' }], s)
    ok(ask(s, { q: 'draw' }))
    // Reille drawn: enact or hold it before anything else (D).
    s = fold([{ t: 'draw', marker: 'fr-II', kind: 'french-corps' }], s)
    expect(where(s, (m) => (m === 'fr-II' ? 'Reille II Corps' : m))).toBe('Game Turn 1 · Draw Activation Marker Phase: Reille II Corps drawn')
    refused(ask(s, { q: 'draw' }), 'enactDrawn')
    refused(ask(s, { q: 'end', cupEmpty: true }), 'enactDrawn')
    refused(ask(s, act('foy', 'maneuver')), 'enactDrawn')
    ok(ask(s, { q: 'hold' }))
    ok(ask(s, { q: 'activate' }))
    s = fold([{ t: 'activate', marker: 'fr-II', kind: 'french-corps' }], s)
    expect(where(s)).toBe('Game Turn 1 · Activation Phase: fr-II')
    refused(ask(s, { q: 'draw' }), 'finish')
    refused(ask(s, { q: 'end', cupEmpty: true }), 'finish')
    refused(ask(s, { q: 'hold' }), 'holdCorps')
    // Only the listed Corps (D-1); Pelletier's guns never Close Combat (F-4); a 0 AF never bombards (F-2c).
    refused(ask(s, act('lhertier', 'maneuver')), 'listed')
    refused(ask(s, act('clinton', 'maneuver')), 'listed')
    refused(ask(s, act('nobody', 'maneuver')), 'listed')
    refused(ask(s, act('pelletier', 'close')), 'noArtilleryCharge')
    refused(ask(s, act('foy', 'bombard', 0)), 'noAf')
    ok(ask(s, act('foy', 'bombard', 2)))
    ok(ask(s, act('foy', 'bombard', null)))

    // Pelletier bombards: one Unit Action, no second (F).
    s = fold([{ t: 'act', unit: 'pelletier', action: 'bombard', target: 'hougoumont' }], s)
    expect(where(s)).toBe('Game Turn 1 · Activation Phase: fr-II (1 unit acted)')
    refused(ask(s, act('pelletier', 'bombard', 3)), 'oneAction')
    refused(ask(s, act('pelletier', 'rally')), 'oneAction')
    refused(ask(s, { q: 'contact', unit: 'pelletier' }), 'oneAction')
    // A Step Loss it caused owes a Panic Test: the next unit waits for it (F: fully resolved).
    refused(ask(s, act('foy', 'maneuver'), [owe('panic', 'hougoumont')]), 'resolved')
    refused(ask(s, { q: 'done' }, [owe('panic', 'hougoumont')]), 'resolved')
    refused(ask(s, { q: 'draw' }, [owe('panic', 'hougoumont')]), 'finish')

    // Foy attacks Clinton: the combat waits for the Close To Contact Test (F-4d), which is logged once.
    refused(ask(s, { q: 'combat', unit: 'foy' }), 'contactFirst')
    ok(ask(s, { q: 'contact', unit: 'foy' }))
    s = fold([{ t: 'contact', unit: 'foy', target: 'clinton', passed: false }], s)
    refused(ask(s, { q: 'contact', unit: 'foy' }), 'contactOnce')
    // Failed: no Close Combat nor Move, but Desultory Fire at the target, once (F-4d).
    refused(ask(s, { q: 'combat', unit: 'foy' }), 'contactFailed')
    refused(ask(s, act('foy', 'maneuver')), 'contactFailed')
    // The failed attack is over; Foy "may" still fire, but only before another unit acts (F).
    ok(ask(s, act('jerome', 'maneuver')))
    ok(ask(s, { q: 'done' }))
    refused(ask(fold([{ t: 'act', unit: 'jerome', action: 'maneuver' }], s), act('foy', 'bombard', 2)), 'resolved')
    ok(ask(s, act('foy', 'bombard', 2)))
    s = fold([{ t: 'act', unit: 'foy', action: 'bombard', target: 'clinton' }], s)
    refused(ask(s, act('foy', 'bombard', 2)), 'contactFailed')
    ok(ask(s, act('jerome', 'maneuver')))

    // Pire charges Mitchell: passes; Mitchell's Form Square Test comes first, once (F-4l).
    refused(ask(s, { q: 'square', unit: 'mitchell', attacker: 'pire' }), 'squareOnly')
    s = fold([{ t: 'contact', unit: 'pire', target: 'mitchell', passed: true }], s)
    refused(ask(s, { q: 'combat', unit: 'pire' }), 'squareFirst')
    refused(ask(s, { q: 'square', unit: 'clinton', attacker: 'pire' }), 'squareOnly')
    ok(ask(s, { q: 'square', unit: 'mitchell', attacker: 'pire' }))
    refused(ask(s, act('jerome', 'maneuver')), 'resolved')
    s = fold([{ t: 'square', unit: 'mitchell', passed: true }], s)
    expect(s.last).toBe('pire')
    refused(ask(s, { q: 'square', unit: 'mitchell', attacker: 'pire' }), 'squareOnce')
    ok(ask(s, { q: 'combat', unit: 'pire' }))
    s = fold([{ t: 'combat', unit: 'pire' }], s)
    refused(ask(s, { q: 'combat', unit: 'pire' }), 'combatOnce')
    refused(ask(s, act('pire', 'maneuver')), 'oneAction')
    // Jerome rallies; the activation is done and the next marker may be drawn.
    s = fold([{ t: 'act', unit: 'jerome', action: 'rally' }], s)
    ok(ask(s, { q: 'done' }))
    s = fold([{ t: 'done' }], s)
    expect(s.activations).toBe(1)
    refused(ask(s, act('jerome', 'maneuver')), 'drawFirst')

    // Kellerman drawn and held (D-1b): nothing is active; it is played later as if just drawn.
    s = fold([{ t: 'draw', marker: 'fr-IIIC', kind: 'french-corps' }, { t: 'hold', marker: 'fr-IIIC' }], s)
    ok(ask(s, { q: 'draw' }))
    refused(ask(s, act('lhertier', 'maneuver')), 'drawFirst')

    // Hill drawn: his Corps acts per the table; Detachments never move, bombard or attack (G-1).
    s = fold([{ t: 'draw', marker: 'aa-II', kind: 'allied-corps' }, { t: 'activate', marker: 'aa-II', kind: 'allied-corps' }], s)
    refused(ask(s, act('foy', 'maneuver')), 'alliedListed')
    ok(ask(s, act('clinton', 'maneuver')))
    s = fold([{ t: 'done' }, { t: 'draw', marker: 'aa-DET', kind: 'allied-corps' }, { t: 'activate', marker: 'aa-DET', kind: 'allied-corps' }], s)
    refused(ask(s, act('hougoumont', 'bombard', 1)), 'detachment')
    refused(ask(s, act('hougoumont', 'close')), 'detachment')
    ok(ask(s, act('hougoumont', 'rally')))

    // Wellington: first Rally one Anglo-Allied unit, once; then the Old Nosey Table, left to the players.
    s = fold([{ t: 'done' }, { t: 'draw', marker: 'wellington', kind: 'commander' }, { t: 'activate', marker: 'wellington', kind: 'commander' }], s)
    refused(ask(s, { q: 'commander-rally', unit: 'foy' }), 'commanderArmy')
    refused(ask(s, { q: 'commander-rally', unit: 'bulow-inf' }), 'commanderArmy')
    refused(ask(s, { q: 'commander-rally', unit: 'clinton' }, [owe('retreat', 'foy')]), 'resolved')
    ok(ask(s, { q: 'commander-rally', unit: 'clinton' }))
    s = fold([{ t: 'commander-rally', unit: 'clinton' }], s)
    refused(ask(s, { q: 'commander-rally', unit: 'mitchell' }), 'commanderOnce')
    expect(ask(s, act('mitchell', 'maneuver'))).toEqual({ verdict: 'players', section: RULES.commanderTable[0], rule: RULES.commanderTable[1] })
    refused(ask(s, act('foy', 'maneuver')), 'listed')
    s = fold([{ t: 'done' }], s)
    refused(ask(s, { q: 'commander-rally', unit: 'clinton' }), 'commanderNot')

    // Blucher rallies a Prussian unit; an eliminated one cannot Rally (F-3).
    s = fold([{ t: 'unit', id: 'bulow-inf', out: true }, { t: 'draw', marker: 'blucher', kind: 'commander' }, { t: 'activate', marker: 'blucher', kind: 'commander' }], s)
    refused(ask(s, { q: 'commander-rally', unit: 'clinton' }), 'commanderArmy')
    refused(ask(s, { q: 'commander-rally', unit: 'bulow-inf' }), 'eliminated')
    s = fold([{ t: 'done' }], s)

    // The held Kellerman marker played as if drawn; a Napoleon action used, logged for the turn.
    s = fold([{ t: 'draw', marker: 'fr-IIIC', kind: 'french-corps', held: true }, { t: 'activate', marker: 'fr-IIIC', kind: 'french-corps' },
      { t: 'napoleon', marker: 'napoleon-1', action: 'Pas de Charge', on: 'fr-IIIC' }], s)
    expect(s.napoleon).toEqual([{ action: 'Pas de Charge', on: 'fr-IIIC' }])
    ok(ask(s, act('lhertier', 'close')))
    // L'Hertier, French cavalry, attacked by Clinton's infantry may withdraw only before Clinton's test (F-4c).
    refused(ask(s, { q: 'withdraw', unit: 'lhertier', attacker: 'pire' }), 'withdrawOnly')
    refused(ask(s, { q: 'withdraw', unit: 'mitchell', attacker: 'clinton' }), 'withdrawOnly')
    s = fold([{ t: 'contact', unit: 'lhertier', target: 'clinton', passed: false }], s)
    // A failed Cavalry charge ends its activation; no Desultory Fire (F-4l).
    refused(ask(s, act('lhertier', 'bombard', 1)), 'cavalryFailed')
    refused(ask(s, { q: 'combat', unit: 'lhertier' }), 'cavalryFailed')
    refused(ask(s, act('lhertier', 'maneuver')), 'cavalryFailed')
    s = fold([{ t: 'done' }], s)

    // End Phase: not while a marker is in the container or anything is owed (H); then Game Turn 2.
    refused(ask(s, { q: 'end', cupEmpty: true }, [owe('retreat', 'foy')]), 'resolved')
    ok(ask(s, { q: 'end', cupEmpty: true }))
    s = fold([{ t: 'end', gameTurn: 2, over: false }], s)
    expect(where(s)).toBe('Game Turn 2 · Draw Activation Marker Phase')
    expect(s.napoleon).toEqual([])
    expect(s.activations).toBe(0)
  })

  it('ends the game after Game Turn #12, and the umpire may play on, logged (C)', () => {
    let s = fold([...units, { t: 'turn', gameTurn: 12 }])
    s = fold([{ t: 'end', gameTurn: 12, over: true }], s)
    expect(where(s)).toBe('Game Turn 12 · the game is over')
    refused(ask(s, { q: 'draw' }), 'over')
    refused(ask(s, act('foy', 'maneuver')), 'over')
    refused(ask(s, { q: 'combat', unit: 'foy' }), 'over')
    refused(ask(s, { q: 'commander-rally', unit: 'clinton' }), 'over')
    s = fold([{ t: 'play-on' }], s)
    expect(where(s)).toBe('Game Turn 12 · the game is over (the umpire plays on)')
    ok(ask(s, { q: 'draw' }))
  })

  it('a Detachment takes its own marker only, an unknown event changes nothing, a square with no attack, a Prussian Corps', () => {
    let s = fold([...units, { t: 'turn', gameTurn: 10 }, { t: 'draw', marker: 'pr-IV', kind: 'prussian-corps' }, { t: 'activate', marker: 'pr-IV', kind: 'prussian-corps' }])
    // Off the map a Prussian unit only enters (I-2, I-4); on it, it acts like any other.
    refused(ask(s, act('bulow-inf', 'close')), 'enterWhen')
    s = fold([{ t: 'enter', unit: 'bulow-inf' }], s)
    ok(ask(s, act('bulow-inf', 'close')))
    refused(ask(s, act('hougoumont', 'rally')), 'alliedListed')
    expect(seq.step(s, { t: 'nothing' } as unknown as WlEvent)).toBe(s)
    expect(seq.step(s, { t: 'square', unit: 'clinton', passed: true })).toBe(s)
    expect(seq.step(s, { t: 'commander-rally', unit: 'clinton' }).active?.rallied).toBe(true)
    s = fold([{ t: 'done' }], s)
    expect(seq.step(s, { t: 'commander-rally', unit: 'clinton' })).toBe(s)
    // A Napoleon marker drawn does not replace a drawn marker; a unit's facts change only where given.
    s = fold([{ t: 'draw', marker: 'aa-I', kind: 'allied-corps' }, { t: 'draw', marker: 'napoleon-2', kind: 'napoleon' }], s)
    expect(s.drawn).toEqual({ marker: 'aa-I', kind: 'allied-corps' })
    s = fold([{ t: 'unit', id: 'foy', corps: null }, { t: 'unit', id: 'pire', type: null }], s)
    expect(s.units.foy).toEqual({ army: 'French', corps: null, type: 'infantry', detachment: false, out: false })
    expect(s.units.pire!.type).toBeNull()
    expect(s.units.hougoumont!.detachment).toBe(true)
    expect(seq.where(s)).toBe('Game Turn 10 · Draw Activation Marker Phase: aa-I drawn')
    expect(actionWords('close')).toBe('Close Combat')
    expect(foldSequence(seq, [])).toBe(INITIAL)
  })

  it('a withdrawal ends the infantry attack; the attacker has acted (F-4c)', () => {
    const s = fold([...units, { t: 'turn', gameTurn: 1 }, { t: 'draw', marker: 'aa-II', kind: 'allied-corps' }, { t: 'activate', marker: 'aa-II', kind: 'allied-corps' }])
    ok(ask(s, { q: 'withdraw', unit: 'lhertier', attacker: 'clinton' }))
    refused(ask(s, { q: 'withdraw', unit: 'lhertier', attacker: 'clinton' }, [owe('retreat', 'foy')]), 'resolved')
    const after = fold([{ t: 'withdraw', unit: 'lhertier', attacker: 'clinton' }], s)
    refused(ask(after, { q: 'contact', unit: 'clinton' }), 'oneAction')
    ok(ask(after, act('mitchell', 'maneuver')))
    const tested = fold([{ t: 'contact', unit: 'clinton', target: 'lhertier', passed: true }], s)
    refused(ask(tested, { q: 'withdraw', unit: 'lhertier', attacker: 'clinton' }), 'withdrawOnly')
    // An infantry unit charged by Cavalry that failed: no Form Square Test.
    ok(ask(tested, { q: 'combat', unit: 'clinton' }))
  })
})
