import { describe, expect, it } from 'vitest'
import { foldSequence, type OwedRef, type Verdict } from '../../core/sequence'
import { afterFire, afterMelee, afterMorale, afterOfficer, afterOrder, endOfTurn } from '../procedures'
import { dueOnCard, INITIAL, wargamingSequence as seq, where, type Act, type Question, type SeqEvent, type SeqState, type UnitFacts } from '.'

// A French (a) and a British (b) army: what each unit is.
const inf = (id: string, side: 'a' | 'b', more: Partial<UnitFacts> = {}): UnitFacts => ({ id, side, arm: 'infantry', order: 'formed', fatigue: 'fresh', canFire: true, formation: 'line', ...more })
const cav = (id: string, side: 'a' | 'b', more: Partial<UnitFacts> = {}): UnitFacts => ({ id, side, arm: 'cavalry', order: 'formed', fatigue: 'fresh', canFire: false, formation: 'line', ...more })
const art = (id: string, side: 'a' | 'b', more: Partial<UnitFacts> = {}): UnitFacts => ({ id, side, arm: 'artillery', order: 'formed', fatigue: 'fresh', canFire: true, formation: 'unlimbered', ...more })

const ligne = inf('ligne', 'a')
const legere = inf('legere', 'a', { formation: 'skirmish' })
const hussars = cav('hussars', 'a', { division: 'infantry' })
const cuirassiers = cav('cuirassiers', 'a', { division: 'cavalry' })
const battery = art('battery', 'a')
const horseGuns = art('horseGuns', 'a', { division: 'cavalry' })
const ney = { id: 'ney', side: 'a' as const, arm: 'leader' as const, commands: 'corps' as const }
const lasalle = { id: 'lasalle', side: 'a' as const, arm: 'leader' as const, commands: 'cavalry' as const }
const foot = inf('foot', 'b')
const rifles = inf('rifles', 'b', { formation: 'skirmish' })
const dragoons = cav('dragoons', 'b', { canFire: true })
const guns = art('guns', 'b')

const act = (a: Act, unit: UnitFacts, more: Partial<Extract<Question, { q: 'act' }>> = {}): Question => ({ q: 'act', act: a, unit, ...more })
const fold = (events: SeqEvent[], from: SeqState = INITIAL) => events.reduce(seq.step, from)
const owe = (kind: string, ...unitIds: string[]): OwedRef => ({ id: `${kind}.${unitIds.join()}`, kind, unitIds })
function refused(v: Verdict, section: string, words?: string) {
  expect(v.verdict).toBe('forbidden')
  if (v.verdict === 'allowed') return
  expect(v.section).toBe(`seed 004, ${section}`)
  if (words) expect(v.rule).toContain(words)
}
function warned(v: Verdict, section: string) {
  expect(v.verdict).toBe('players')
  if (v.verdict !== 'allowed') expect(v.section).toBe(`seed 004, ${section}`)
}
const ok = (v: Verdict) => expect(v).toEqual({ verdict: 'allowed' })

describe('a whole turn of seed 004 through the sequence', () => {
  it('plays turn 1: initiative, cards, fire and return fire, a charge with its gates, a lost mêlée, indecision, officers, end of turn', () => {
    let s = INITIAL
    // Before the first initiative test nothing moves.
    refused(seq.ask(s, act('moved', ligne), []), 'Determining Initiative', 'turns over the top card')
    ok(seq.ask(s, { q: 'initiative test' }, []))
    refused(seq.ask(s, { q: 'card', side: 'a' }, []), 'Determining Initiative', 'turns over the top card')
    refused(seq.ask(s, { q: 'challenge', side: 'b' }, []), 'Determining Initiative', 'challenge')
    expect(where(s)).toBe('Turn 1 · nobody holds the initiative')

    s = fold([{ e: 'initiative', side: 'a', how: 'test' }], s)
    expect(where(s)).toBe('Turn 1 · no card turned yet this phase · side a holds the initiative')
    expect(s.how).toBe('won the initiative test')
    refused(seq.ask(s, { q: 'initiative test' }, []), 'Determining Initiative', 'challenge')
    // No card turned yet this phase: nothing moves.
    refused(seq.ask(s, act('moved', ligne), []), 'Determining Initiative')
    refused(seq.ask(s, { q: 'card', side: 'b' }, []), 'Determining Initiative', 'turns over the top card')
    ok(seq.ask(s, { q: 'card', side: 'a' }, []))
    ok(seq.ask(s, { q: 'pass', side: 'a' }, []))
    refused(seq.ask(s, { q: 'pass', side: 'b' }, []), 'Determining Initiative', 'may pass')

    // Infantry Move.
    s = fold([{ e: 'card', side: 'a', card: 'Infantry Move', left: 13 }], s)
    expect(where(s)).toBe('Turn 1 · Infantry Move · side a holds the initiative')
    expect(s.phases).toBe(1)
    ok(seq.ask(s, act('moved', ligne), []))
    refused(seq.ask(s, act('moved', cuirassiers), []), 'The Cards: Infantry Move', 'infantry units')
    refused(seq.ask(s, act('moved', battery), []), 'The Cards: Infantry Move', 'infantry units')
    ok(seq.ask(s, act('moved', hussars), []))
    refused(seq.ask(s, act('fired', hussars), []), 'The Cards: Infantry Move', 'mixed arms')
    refused(seq.ask(s, act('charged', hussars), []), 'The Cards: Infantry Move', 'mixed arms')
    ok(seq.ask(s, act('moved', ney), []))
    refused(seq.ask(s, act('moved', lasalle), []), 'The Cards: Infantry Move', 'C-in-C')
    refused(seq.ask(s, act('fired', ney), []), 'The Cards', 'do not fire')
    // The side without the initiative does nothing on its own.
    refused(seq.ask(s, act('moved', foot), []), 'Non-Initiative Units', 'return fire if fired upon')
    refused(seq.ask(s, act('charged', rifles), []), 'Non-Initiative Units', 'return fire if fired upon')
    refused(seq.ask(s, act('return fire', foot), []), 'Non-Initiative Units', 'each time they are fired upon')
    refused(seq.ask(s, act('return fire', ligne), []), 'Non-Initiative Units', 'side that does not currently have the initiative')
    refused(seq.ask(s, act('counter-charge', dragoons), []), 'Non-Initiative Units', 'counter charge if charged')
    refused(seq.ask(s, act('opportunity charge', dragoons), []), 'Opportunity Charge', 'moving')
    refused(seq.ask(s, act('opportunity fire', foot), []), 'Opportunity Fire', 'NOT')
    refused(seq.ask(s, act('opportunity fire', guns, { distanceYards: 301 }), []), 'Opportunity Fire', '300 yards')
    ok(seq.ask(s, act('opportunity fire', guns, { distanceYards: 300 }), []))
    refused(seq.ask(s, act('opportunity fire', art('limbered', 'b', { formation: 'limbered' })), []), 'Firing', 'unlimbered artillery')
    refused(seq.ask(s, act('fired', guns), []), 'Non-Initiative Units', 'return fire if fired upon')

    // The line moves and fires; it cannot fire again nor move after firing.
    const moved = afterOrder(s, { act: 'moved', unit: ligne })
    expect(moved.changes).toEqual([])
    s = fold([...moved.events], s)
    ok(seq.ask(s, act('fired', ligne), []))
    ok(seq.ask(s, act('opportunity charge', dragoons), []))
    const fire = afterFire({ firer: { id: 'ligne', side: 'a', arm: 'infantry' }, act: 'fired', target: { id: 'foot', side: 'b', arm: 'infantry', stepsAtStart: 8, stepsBefore: 5, stepsAfter: 3 }, initiative: 'a' })
    expect(fire.owed.map((o) => [o.kind, o.unitIds[0], o.reason])).toEqual([['morale', 'foot', 'fell below 50% of initial strength (seed 004, Morale)']])
    expect(fire.prompts).toEqual(['may return fire after its morale test (seed 004, Non-Initiative Units)'])
    s = fold([...fire.events], s)
    refused(seq.ask(s, act('fired', ligne), []), 'The Cards: Infantry Move', 'fire only')
    refused(seq.ask(s, act('moved', ligne), []), 'The Cards: Infantry Move', 'move and then fire')
    refused(seq.ask(s, act('charged', ligne), []), 'The Cards: Infantry Move', 'or charge')
    // Return fire waits for the morale test the fire made owed; then once per time fired upon.
    const fireOwed = [owe('morale', 'foot')]
    refused(seq.ask(s, act('return fire', foot), fireOwed), 'Non-Initiative Units', 'must test before returning fire')
    ok(seq.ask(s, act('return fire', foot), []))
    s = fold([{ e: 'morale', unit: 'foot', side: 'b', arm: 'infantry', outcome: 'Halt' }, { e: 'act', unit: 'foot', side: 'b', arm: 'infantry', act: 'return fire', targets: ['ligne'] }], s)
    refused(seq.ask(s, act('return fire', foot), []), 'Non-Initiative Units', 'each time')
    s = fold([{ e: 'act', unit: 'ligne2', side: 'a', arm: 'infantry', act: 'fired', targets: ['foot'] }], s)
    ok(seq.ask(s, act('return fire', foot), []))
    // Skirmishers and artillery never charge; infantry never charges cavalry; not into buildings.
    refused(seq.ask(s, act('charged', legere, { target: { id: 'foot', arm: 'infantry' } }), []), 'Restrictions on Charges', 'Skirmishers and artillery')
    refused(seq.ask(s, act('charged', inf('i2', 'a'), { target: { id: 'dragoons', arm: 'cavalry' } }), []), 'Restrictions on Charges', 'Infantry may never charge cavalry')
    refused(seq.ask(s, act('charged', inf('i2', 'a'), { target: { id: 'rifles', arm: 'infantry', inBuildings: true } }), []), 'Restrictions on Charges', 'buildings')
    refused(seq.ask(s, act('charged', inf('i2', 'a'), { target: { id: 'rifles', arm: 'infantry', behindWall: true } }), []), 'Restrictions on Charges', 'walls')
    refused(seq.ask(s, act('charged', inf('i2', 'a', { order: 'unformed' })), []), 'Charges & Mêlées', 'Formed infantry')
    refused(seq.ask(s, act('charged', inf('i2', 'a', { fatigue: 'exhausted' })), []), 'Definitions: Exhausted')
    refused(seq.ask(s, act('moved', inf('i2', 'a', { fatigue: 'exhausted' })), []), 'Definitions: Exhausted')

    // A charge: the defenders owe a test; the mêlée waits for it, and for the attackers' test after defensive fire.
    const i3 = inf('i3', 'a')
    ok(seq.ask(s, act('charged', i3, { target: { id: 'foot', arm: 'infantry' } }), []))
    const charge = afterOrder(s, { act: 'charged', unit: i3, targets: [{ id: 'foot', arm: 'infantry' }, { id: 'rifles', arm: 'infantry', skirmish: true }] })
    expect(charge.owed.map((o) => [o.kind, o.unitIds[0]])).toEqual([['move', 'rifles'], ['morale', 'foot']])
    s = fold([...charge.events], s)
    refused(seq.ask(s, act('charged', inf('i4', 'a'), { target: { id: 'foot', arm: 'infantry', inMelee: true } }), []), 'Restrictions on Charges', 'existing mêlée')
    warned(seq.ask(s, act('charged', inf('i4', 'a'), { target: { id: 'foot', arm: 'infantry' } }), []), 'Restrictions on Charges')
    const defensive = afterFire({ firer: { id: 'foot', side: 'b', arm: 'infantry' }, act: 'return fire', target: { id: 'i3', side: 'a', arm: 'infantry', stepsAtStart: 8, stepsBefore: 8, stepsAfter: 7 }, initiative: 'a', duringCharge: true })
    expect(defensive.owed.map((o) => o.reason)).toEqual(['came under fire during a charge (seed 004, Morale)'])
    expect(defensive.prompts).toEqual([])
    const gates = [owe('morale', 'foot'), owe('morale', 'i3')]
    refused(seq.ask(s, { q: 'test', kind: 'morale', unit: 'foot' }, gates), 'Charges & Mêlées', 'the attackers must test morale')
    ok(seq.ask(s, { q: 'test', kind: 'morale', unit: 'i3' }, gates))
    ok(seq.ask(s, { q: 'test', kind: 'control', unit: 'foot' }, gates))
    ok(seq.ask(s, { q: 'test', kind: 'morale', unit: 'foot' }, [owe('morale', 'foot')]))
    refused(seq.ask(s, { q: 'melee', units: ['i3', 'foot'] }, [owe('morale', 'foot')]), 'Charges & Mêlées', 'The mêlée is then resolved')
    ok(seq.ask(s, { q: 'melee', units: ['i3', 'foot'] }, [owe('morale', 'rifles')]))
    refused(seq.ask(s, { q: 'melee', units: ['i3', 'foot'] }, [owe('morale', 'i3')]), 'Charges & Mêlées')
    // A mêlée of units in no charge this phase waits for nothing (a fire's test is not the charge's).
    ok(seq.ask(s, { q: 'melee', units: ['ligne', 'legere'] }, [owe('morale', 'ligne'), owe('morale', 'legere')]))
    // Turning the next card with items owed is the players' call; ending the turn is not possible yet.
    warned(seq.ask(s, { q: 'card', side: 'a' }, [owe('morale', 'foot')]), 'Determining Initiative')
    refused(seq.ask(s, { q: 'end turn' }, []), 'End of Turn', 'used all of the cards')

    // The mêlée: the French attacker loses, so the initiative passes; both unformed, the charger tired.
    const melee = afterMelee({ attacker: { id: 'i3', side: 'a', arm: 'infantry', order: 'formed', fatigue: 'fresh', active: true, charged: true }, defender: { id: 'foot', side: 'b', arm: 'infantry', order: 'formed', fatigue: 'fresh', active: true, charged: false }, outcome: 'defender wins', initiative: 'a' })
    expect(melee.owed.map((o) => [o.kind, o.unitIds[0]])).toEqual([['morale', 'i3'], ['control', 'foot']])
    expect(melee.changes).toEqual([{ unit: 'i3', order: 'unformed', fatigue: 'tired' }, { unit: 'foot', order: 'unformed' }])
    expect(melee.initiativePasses).toEqual({ from: 'a', why: 'a friendly unit lost a mêlée' })
    s = fold([...melee.events], s)
    expect(s.initiative).toBe('b')
    expect(s.card).toBeNull()
    expect(s.melees).toEqual([])
    expect(where(s)).toBe('Turn 1 · no card turned yet this phase · side b holds the initiative')
    refused(seq.ask(s, act('moved', foot), []), 'Determining Initiative')
    refused(seq.ask(s, act('rallied', inf('i3', 'a', { order: 'unformed' })), []), 'Determining Initiative')
    ok(seq.ask(s, { q: 'challenge', side: 'a' }, []))
    refused(seq.ask(s, { q: 'challenge', side: 'b' }, []), 'Determining Initiative', 'challenge')

    // The French challenge and win it back; they turn a Cavalry Move card.
    s = fold([{ e: 'initiative', side: 'a', how: 'challenge' }, { e: 'card', side: 'a', card: 'Cavalry Move', left: 12 }], s)
    expect(s.how).toBe('won a challenge')
    ok(seq.ask(s, act('moved', hussars), []))
    ok(seq.ask(s, act('moved', horseGuns), []))
    refused(seq.ask(s, act('fired', horseGuns), []), 'The Cards: Cavalry Move', 'Horse artillery')
    refused(seq.ask(s, act('moved', battery), []), 'The Cards: Cavalry Move', 'cavalry units')
    refused(seq.ask(s, act('moved', ligne), []), 'The Cards: Cavalry Move')
    ok(seq.ask(s, act('moved', lasalle), []))
    refused(seq.ask(s, act('moved', ney), []), 'The Cards: Cavalry Move', 'Leaders in command of cavalry')
    refused(seq.ask(s, act('fired', cuirassiers), []), 'Firing', 'carbines')
    // A unit unformed by the mêlée reforms only by a test; one unformed by terrain may reform on its card.
    refused(seq.ask(s, act('rallied', cav('c2', 'a')), []), 'Returning to Formed Order', 'unformed or disordered')
    ok(seq.ask(s, act('rallied', cav('c2', 'a', { order: 'unformed' })), []))
    s = fold([...afterOrder(s, { act: 'moved', unit: hussars }).events], s)
    const cc = afterOrder(s, { act: 'charged', unit: cuirassiers, targets: [{ id: 'dragoons', arm: 'cavalry' }] })
    expect(cc.owed.map((o) => [o.kind, o.unitIds[0]])).toEqual([['counter-charge', 'dragoons'], ['morale', 'dragoons']])
    s = fold([...cc.events], s)
    refused(seq.ask(s, act('counter-charge', cav('d2', 'b')), []), 'Non-Initiative Units', 'counter charge if charged')
    refused(seq.ask(s, act('counter-charge', cav('dragoons', 'b', { formation: 'skirmish' })), []), 'Restrictions on Charges', 'not in skirmish')
    ok(seq.ask(s, act('counter-charge', dragoons, { target: { id: 'cuirassiers', arm: 'cavalry' } }), []))
    s = fold([{ e: 'act', unit: 'dragoons', side: 'b', arm: 'cavalry', act: 'counter-charge', targets: ['cuirassiers'] }, { e: 'melee', units: ['cuirassiers', 'dragoons'], decided: false }], s)
    expect(s.melees).toEqual([['cuirassiers', 'dragoons']])
    refused(seq.ask(s, act('charged', cav('c3', 'a'), { target: { id: 'dragoons', arm: 'cavalry' } }), []), 'Restrictions on Charges', 'existing mêlée')

    // A charge that fails to make contact: no mêlée from it, its target no longer charged by it.
    refused(seq.ask(s, act('fell short', ligne), []), 'Charges & Mêlées', 'fail to make contact')
    let short = fold([{ e: 'act', unit: 'c4', side: 'a', arm: 'cavalry', act: 'charged', targets: ['foot', 'guns'] }, { e: 'act', unit: 'c5', side: 'a', arm: 'cavalry', act: 'charged', targets: ['foot'] }], s)
    ok(seq.ask(short, act('fell short', cav('c4', 'a')), []))
    short = fold([{ e: 'act', unit: 'c4', side: 'a', arm: 'cavalry', act: 'fell short' }], short)
    expect(short.charged).toEqual({ foot: ['c5'] })
    expect(short.melees).toEqual([['cuirassiers', 'dragoons'], ['c5', 'foot']])
    expect(short.acted.c4).toEqual(['charged', 'fell short'])
    ok(seq.ask(fold([{ e: 'act', unit: 'dragoons', side: 'b', arm: 'cavalry', act: 'counter-charge', targets: ['c4'] }], s), act('fell short', dragoons), []))

    // Artillery Move: the French guns move or fire; then the British guns fire, which ends the French artillery.
    s = fold([{ e: 'card', side: 'a', card: 'Artillery Move', left: 11 }], s)
    expect(s.acted).toEqual({})
    expect(s.movedOn).toEqual({ ligne: ['Infantry Move'], i3: ['Infantry Move'], hussars: ['Cavalry Move'], cuirassiers: ['Cavalry Move'] })
    refused(seq.ask(s, act('moved', ligne), []), 'The Cards: Artillery Move')
    refused(seq.ask(s, act('charged', battery), []), 'Restrictions on Charges', 'artillery may never charge')
    ok(seq.ask(s, act('formation', battery), []))
    s = fold([{ e: 'act', unit: 'battery', side: 'a', arm: 'artillery', act: 'moved' }], s)
    refused(seq.ask(s, act('fired', battery), []), 'The Cards: Artillery Move', 'unlimber and fire')
    ok(seq.ask(s, act('fired', art('b2', 'a')), []))
    refused(seq.ask(s, act('fired', art('b3', 'a', { formation: 'limbered' })), []), 'Firing', 'unlimbered artillery')
    ok(seq.ask(s, act('fired', guns), []))
    s = fold([{ e: 'act', unit: 'guns', side: 'b', arm: 'artillery', act: 'fired', targets: ['battery'] }], s)
    refused(seq.ask(s, act('fired', art('b2', 'a')), []), 'The Cards: Artillery Move', 'finished moving and/or firing')
    refused(seq.ask(s, act('fired', guns), []), 'Non-Initiative Units', 'already conducted opportunity fire')
    refused(seq.ask(s, act('fired', foot), []), 'Non-Initiative Units', 'return fire if fired upon')
    s = fold([{ e: 'act', unit: 'g2', side: 'b', arm: 'artillery', act: 'opportunity fire', targets: ['battery'] }], s)
    refused(seq.ask(s, act('fired', art('g2', 'b')), []), 'Non-Initiative Units', 'already conducted opportunity fire')

    // The hussars of the infantry division moved on a Cavalry Move card: no more moving with the infantry.
    s = fold([{ e: 'card', side: 'a', card: 'Infantry Move', left: 10 }], s)
    refused(seq.ask(s, act('moved', hussars), []), 'The Cards: Cavalry Move', 'may not be moved on an infantry move card')
    // Horse guns that moved on an Artillery Move card do not move with the cavalry.
    s = fold([{ e: 'card', side: 'a', card: 'Artillery Move', left: 9 }, { e: 'act', unit: 'horseGuns', side: 'a', arm: 'artillery', act: 'moved' }, { e: 'card', side: 'a', card: 'Cavalry Move', left: 8 }], s)
    refused(seq.ask(s, act('moved', horseGuns), []), 'The Cards: Cavalry Move', 'not already moved on an artillery move card')
    refused(seq.ask(s, act('moved', art('g', 'a', { division: 'infantry' })), []), 'The Cards: Cavalry Move')

    // A morale result of the side with the initiative passes it; a retreat is due to test on the next Infantry Move.
    const retreat = afterMorale({ unit: { id: 'ligne', side: 'a', arm: 'infantry', order: 'formed', fatigue: 'fresh' }, outcome: 'Retreat', initiative: 'a' })
    expect(retreat.owed.map((o) => o.label)).toEqual(['retreat 100 yd'])
    expect(retreat.changes).toEqual([{ unit: 'ligne', order: 'unformed' }])
    expect(retreat.initiativePasses?.from).toBe('a')
    s = fold([...retreat.events], s)
    expect(s.initiative).toBe('b')
    expect(dueOnCard(s, 'a', 'Infantry Move').map((o) => o.unitIds)).toEqual([['ligne']])
    expect(dueOnCard(s, 'a', 'Cavalry Move')).toEqual([])
    expect(dueOnCard(s, 'b', 'Infantry Move')).toEqual([])

    // Command Indecision turned by the British: the initiative passes; no British unit moves, fires or charges.
    s = fold([{ e: 'card', side: 'b', card: 'Command Indecision', left: 12 }], s)
    expect(s.initiative).toBe('a')
    expect(s.how).toBe('Command Indecision card turned by the other side')
    expect(where(s)).toBe('Turn 1 · Command Indecision turned by side b · side a holds the initiative')
    refused(seq.ask(s, act('return fire', foot), []), 'The Cards: Command Indecision', 'relinquishing')
    refused(seq.ask(s, act('moved', ligne), []), 'Determining Initiative')
    ok(seq.ask(s, { q: 'card', side: 'a' }, []))

    // Officer Casualties: no unit acts; a killed commander owes his command's tests and a replacement.
    s = fold([{ e: 'card', side: 'a', card: 'Officer Casualties', left: 7 }], s)
    refused(seq.ask(s, act('moved', inf('x', 'a')), []), 'The Cards: Officer Casualties')
    ok(seq.ask(s, { q: 'test', kind: 'officer casualties', unit: 'ney', side: 'a' }, []))
    ok(seq.ask(s, { q: 'test', kind: 'officer casualties', unit: 'ney' }, []))
    refused(seq.ask(s, { q: 'test', kind: 'officer casualties', unit: 'wellington', side: 'b' }, []), 'The Cards: Officer Casualties', 'side with the initiative')
    const killed = afterOfficer({ leader: { id: 'ney', isCinC: false }, outcome: 'Killed', command: ['ligne', 'i3'] })
    expect(killed.owed.map((o) => [o.kind, o.unitIds[0]])).toEqual([['morale', 'ligne'], ['morale', 'i3'], ['replacement leader', 'ney']])
    expect(killed.changes).toEqual([{ unit: 'ney', leaderStatus: 'killed' }])

    warned(seq.ask(fold([{ e: 'card', side: 'a', card: 'Cavalry Move', left: 6 }], s), { q: 'test', kind: 'officer casualties', unit: 'ney', side: 'a' }, []), 'Leader Casualties')

    // The last card ends the turn: the phase is played, then no more cards; ending waits for what is owed.
    s = fold([{ e: 'card', side: 'a', card: 'Infantry Move', left: 0 }], s)
    expect(s.over).toBe('a deck is used up')
    expect(where(s)).toBe('Turn 1 · Infantry Move · side a holds the initiative · the turn is over: a deck is used up')
    ok(seq.ask(s, act('moved', inf('x', 'a')), []))
    refused(seq.ask(s, { q: 'card', side: 'a' }, []), 'End of Turn', 'used all of the cards')
    refused(seq.ask(s, { q: 'challenge', side: 'b' }, []), 'End of Turn')
    refused(seq.ask(s, { q: 'pass', side: 'a' }, []), 'End of Turn')
    refused(seq.ask(s, { q: 'initiative test' }, []), 'End of Turn')
    refused(seq.ask(s, { q: 'end turn' }, killed.owed.map((o, i) => ({ id: String(i), kind: o.kind, unitIds: o.unitIds }))), 'End of Turn', '3 items still owed')
    ok(seq.ask(s, { q: 'end turn' }, []))
    const end = endOfTurn({ sides: { a: { routedOrDestroyed: 3, leadership: 2, alreadyAdded: 0 }, b: { routedOrDestroyed: 1, leadership: 4, alreadyAdded: 0 } }, scope: 'each turn', minorWounded: ['lasalle'] })
    expect(end.indecision).toEqual({ a: 1, b: 0 })
    expect(end.changes).toEqual([{ unit: 'lasalle', leaderStatus: 'active' }])
    s = fold([...end.events], s)
    expect(s.turn).toBe(2)
    expect(s.over).toBeNull()
    expect(s.phases).toBe(0)
    expect(s.movedOn).toEqual({})
    expect(s.initiative).toBe('a')
    expect(where(s)).toBe('Turn 2 · no card turned yet this phase · side a holds the initiative')
    // Retreating units still owe their test on their arm's next movement phase, across the turn.
    expect(dueOnCard(s, 'a', 'Infantry Move')).toHaveLength(1)
  })

  it('ends the turn on the same D20 face; a battle that has ended refuses everything until play on', () => {
    let s = fold([{ e: 'initiative', side: 'b', how: 'test' }, { e: 'card', side: 'b', card: 'Infantry Move', left: 5 }, { e: 'same face' }])
    expect(s.over).toBe('both D20s showed the same number in an initiative test')
    expect(s.card).toBeNull()
    refused(seq.ask(s, act('moved', foot), []), 'End of Turn')
    ok(seq.ask(s, { q: 'end turn' }, []))
    s = fold([{ e: 'battle ends', why: 'the French army withdrew' }], s)
    refused(seq.ask(s, { q: 'end turn' }, []), 'Rules Mechanics', 'the French army withdrew')
    refused(seq.ask(s, act('moved', foot), []), 'Rules Mechanics')
    expect(where(s)).toContain('battle ended: the French army withdrew')
    s = fold([{ e: 'play on' }], s)
    ok(seq.ask(s, { q: 'end turn' }, []))
    expect(where(s)).toContain('playing on after the battle ended')
  })

  it('ignores an unknown event and folds with foldSequence', () => {
    const s = foldSequence(seq, [{ e: 'initiative', side: 'a', how: 'test' }, { e: 'nonsense' } as unknown as SeqEvent])
    expect(s.initiative).toBe('a')
    expect(seq.initial).toBe(INITIAL)
  })
})
