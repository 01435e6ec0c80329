import { describe, expect, it } from 'vitest'
import { foldSequence, type OwedRef } from '../../core/sequence'
import { boardgameSequence as seq, leadershipPlayed, type BgEvent, type BgQuestion, type BgState } from '.'

type Sec = 'left' | 'centre' | 'right' | null
const U = (id: string, side: 'a' | 'b', type: string, sector: Sec, extra: Partial<Extract<BgEvent, { t: 'unit' }>> = {}): BgEvent =>
  ({ t: 'unit', id, side, type, nation: side === 'a' ? 'French' : 'English', sector, square: false, general: '', elements: 4, out: false, ...extra })
const ARMIES: BgEvent[] = [
  { t: 'french', side: 'a' }, { t: 'scenario', scenario: 'quatre-bras' },
  U('fi', 'a', 'line-infantry', 'centre', { general: 'Ney' }), U('fj', 'a', 'line-infantry', 'centre'), U('fc', 'a', 'heavy-cavalry', 'right', { elements: 3 }),
  U('fa', 'a', 'heavy-artillery', 'centre', { elements: 3 }), U('fh', 'a', 'horse-artillery', 'left', { elements: 2 }), U('fg', 'a', 'general', 'centre', { elements: 1 }),
  U('ei', 'b', 'line-infantry', 'centre'), U('el', 'b', 'line-infantry', 'left'), U('ec', 'b', 'light-cavalry', 'centre', { elements: 3 }),
  U('ea', 'b', 'light-artillery', 'right', { elements: 2 }), U('eg', 'b', 'garrison', 'right', { elements: 1 }), U('ep', 'b', 'line-infantry', 'right', { nation: 'Prussian' }),
]
const RETREAT: OwedRef[] = [{ id: '9.0', kind: 'retreat', unitIds: ['fj'] }]

function game(events: BgEvent[]) {
  let s: BgState = foldSequence(seq, events)
  return {
    get s() { return s },
    on(...e: BgEvent[]) { s = e.reduce(seq.step, s) },
    ask: (q: BgQuestion, owed: OwedRef[] = []) => seq.ask(s, q, owed),
    where: () => seq.where(s),
  }
}
const at = (v: { verdict: string; section?: string }) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section}`)
const move = (unit: string, hexes: number): BgQuestion => ({ q: 'order', unit, order: 'move', hexes })
const fire = (unit: string): BgQuestion => ({ q: 'fire', unit })
const order = (unit: string, o: Extract<BgQuestion, { q: 'order' }>['order'], terrain?: string): BgQuestion => ({ q: 'order', unit, order: o, ...(terrain ? { terrain } : {}) })

describe('a whole hour of the boardgame through its sequence (seed 000)', () => {
  it('deals, plays six rounds of cards with their orders, locks, owed gates and the hour end', () => {
    const g = game(ARMIES)
    expect(g.where()).toBe('Deal hour 1')
    expect(at(g.ask({ q: 'play', side: 'a' }))).toBe('forbidden: seed 000, 4.1 Length of the Battle')
    expect(at(g.ask(move('fi', 1)))).toBe('forbidden: seed 000, 3.0 Command Cards')
    expect(at(g.ask({ q: 'deal' }))).toBe('allowed')
    g.on({ t: 'deal' })
    expect(g.where()).toBe('Hour 1 · round 1 · both play a card')
    expect(at(g.ask({ q: 'deal' }))).toBe('forbidden: seed 000, 4.1 Length of the Battle')
    expect(at(g.ask({ q: 'play', side: 'a', card: 'contrattacco' }))).toBe('forbidden: seed 000, Reference Sheet: Counter-attack') // nothing to mirror yet

    // Round 1: order cards in the centre; the players read "2 units" off each card.
    g.on({ t: 'play', side: 'a', card: 'attacco-centrale' })
    expect(g.where()).toBe('Hour 1 · round 1 · Allied to play a card')
    expect(at(g.ask(move('fi', 1)))).toBe('forbidden: seed 000, 5.1 Battle Rounds') // both play at once
    expect(at(g.ask({ q: 'play', side: 'a' }))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    expect(at(g.ask({ q: 'done', side: 'a' }))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    g.on({ t: 'play', side: 'b', card: 'sondaggio-centrale' })
    expect(g.s.round).toBe(1) // round 1's orders are still to be given
    expect(g.where()).toBe('Hour 1 · round 1 · French order first') // count unknown until read off the card
    g.on({ t: 'allow', side: 'a', units: 2 }, { t: 'allow', side: 'b', units: 2 })
    expect(g.where()).toBe('Hour 1 · round 1 · French order (2 of 2 left) first') // a tie: the French first
    expect(at(g.ask(move('fc', 1)))).toBe('forbidden: seed 000, 3.1 Order Cards') // right flank, card in the centre
    expect(at(g.ask(move('ei', 1)))).toBe('players: seed 000, 5.1 Battle Rounds') // not the Allies' turn
    expect(at(g.ask(move('fi', 4)))).toBe('forbidden: seed 000, 6.1 Movement')
    expect(at(g.ask(move('fi', 3)))).toBe('players: seed 000, 6.1 Movement: Roads')
    expect(at(g.ask(order('fi', 'square')))).toBe('players: seed 000, 6.1 Movement') // ground not said
    expect(at(g.ask(order('fi', 'square', 'woods')))).toBe('forbidden: seed 000, 6.1 Movement')
    expect(at(g.ask(order('fa', 'square', 'open')))).toBe('forbidden: seed 000, 6.1 Movement')
    expect(at(g.ask(order('fj', 'rally')))).toBe('forbidden: seed 000, 6.31.4') // no general attached
    expect(at(g.ask(order('fi', 'rally')))).toBe('allowed') // Ney recovers his unit's losses
    expect(at(g.ask(order('fi', 'skirmisher')))).toBe('allowed')
    expect(at(g.ask(order('ei', 'skirmisher')))).toBe('players: seed 000, 5.1 Battle Rounds')
    expect(at(g.ask(fire('fg')))).toBe('forbidden: seed 000, 7.32.5')
    expect(at(g.ask(move('fg', 3)))).toBe('allowed') // "any unit or general in the sector indicated"
    expect(at(g.ask(move('fi', 2)))).toBe('allowed')
    g.on({ t: 'order', unit: 'fi', order: 'move', hexes: 2 })
    expect(at(g.ask(fire('fi')))).toBe('players: seed 000, 6.1 Movement: Roads') // two hexes: no fire, unless all on road
    expect(at(g.ask(move('fi', 1)))).toBe('forbidden: seed 000, 6.0 Ordering Units')
    expect(g.where()).toBe('Hour 1 · round 1 · Allied order (2 of 2 left)')
    expect(at(g.ask(fire('fa')))).toBe('players: seed 000, 5.1 Battle Rounds') // the Allies' turn now
    expect(at(g.ask(fire('ei')))).toBe('allowed')
    g.on({ t: 'fire', unit: 'ei' })
    expect(at(g.ask(fire('ei')))).toBe('forbidden: seed 000, 7.1')
    expect(at(g.ask(move('ei', 1)))).toBe('forbidden: seed 000, 7.0 Combat')
    // the fire owes fj a retreat: nothing else is ordered until it is done
    expect(at(g.ask(fire('fa'), RETREAT))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    g.on({ t: 'retreated', unit: 'fj' })
    expect(at(g.ask(move('fj', 1)))).toBe('forbidden: seed 000, 10.0 Retreat') // may fire but not move
    expect(at(g.ask(fire('fa')))).toBe('allowed')
    g.on({ t: 'fire', unit: 'fa' })
    expect(at(g.ask(fire('fa')))).toBe('forbidden: seed 000, 7.1') // "a battery already ordered this round fired again"
    expect(at(g.ask(move('fj', 0)))).toBe('forbidden: seed 000, 10.0 Retreat')
    expect(at(g.ask(fire('fj')))).toBe('forbidden: seed 000, 3.1 Order Cards') // the French card's 2 orders are given
    expect(at(g.ask({ q: 'play', side: 'a' }))).toBe('players: seed 000, 5.1 Battle Rounds') // the Allies still have one
    expect(at(g.ask({ q: 'done', side: 'b' }))).toBe('allowed')
    g.on({ t: 'done', side: 'b' })
    expect(at(g.ask({ q: 'done', side: 'b' }))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    expect(g.where()).toBe('Hour 1 · round 1 over · both play a card for round 2 of 6')
    expect(at(g.ask({ q: 'play', side: 'a' }))).toBe('allowed')
    expect(at(g.ask({ q: 'play', side: 'a' }, RETREAT))).toBe('forbidden: seed 000, 5.1 Battle Rounds')

    // Round 2: Fire and Hold (French) against a counter-attack mirroring the Probe in the Centre.
    expect(at(g.ask({ q: 'play', side: 'b', card: 'contrattacco' }))).toBe('allowed')
    g.on({ t: 'play', side: 'a', card: 'solo-fuoco' }, { t: 'play', side: 'b', card: 'contrattacco', actedAs: 'attacco-centrale' }, { t: 'allow', side: 'b', units: 1 })
    expect(g.s.round).toBe(2)
    expect(g.where()).toBe('Hour 1 · round 2 · French order (3 of 3 left) first') // special card first; fi, fj, fa in the centre
    expect(at(g.ask(order('fi', 'rally')))).toBe('forbidden: seed 000, Reference Sheet: Fire and Hold Position') // "A Rally recovery was accepted while the side had played Fire and Hold"
    expect(at(g.ask(move('fj', 1)))).toBe('forbidden: seed 000, Reference Sheet: Fire and Hold Position') // its retreat lock ended with round 1
    expect(at(g.ask(move('fa', 1)))).toBe('forbidden: seed 000, Reference Sheet: Fire and Hold Position')
    expect(at(g.ask(fire('fc')))).toBe('forbidden: seed 000, Reference Sheet: Fire and Hold Position') // cavalry
    expect(at(g.ask(fire('fj')))).toBe('allowed')
    g.on({ t: 'fire', unit: 'fj' })
    expect(at(g.ask(fire('fh')))).toBe('forbidden: seed 000, Reference Sheet: Fire and Hold Position') // one sector only
    expect(at(g.ask(fire('ec')))).toBe('allowed')
    g.on({ t: 'fire', unit: 'ec' })
    expect(at(g.ask(fire('ei')))).toBe('forbidden: seed 000, 3.1 Order Cards') // one unit read off the card
    expect(leadershipPlayed(g.s, 'a')).toBe(false)
    g.on({ t: 'done', side: 'a' })

    // Round 3: Leadership against Bombardment. Both special: priority by units able.
    expect(at(g.ask({ q: 'play', side: 'b', card: 'contrattacco' }))).toBe('allowed') // mirrors Fire and Hold
    g.on({ t: 'play', side: 'a', card: 'leadership' }, { t: 'play', side: 'b', card: 'bombardamento' })
    expect(leadershipPlayed(g.s, 'a')).toBe(true)
    expect(leadershipPlayed(g.s, 'b')).toBe(false)
    expect(g.where()).toBe('Hour 1 · round 3 · French order (2 of 2 left) first') // fg and fi (Ney) against one battery
    expect(at(g.ask(move('fg', 3)))).toBe('allowed')
    expect(at(g.ask(move('fi', 3)))).toBe('players: seed 000, 6.1 Movement: Roads') // moves with its general
    expect(at(g.ask(fire('fj')))).toBe('forbidden: seed 000, Reference Sheet: Leadership')
    g.on({ t: 'order', unit: 'fi', order: 'move', hexes: 1 })
    expect(at(g.ask(fire('fi')))).toBe('allowed')
    expect(at(g.ask(move('ea', 2)))).toBe('allowed') // "All artillery can move twice"
    expect(at(g.ask(move('ea', 3)))).toBe('players: seed 000, 6.1 Movement: Roads')
    g.on({ t: 'order', unit: 'ea', order: 'move', hexes: 1 })
    expect(at(g.ask(fire('ea')))).toBe('forbidden: seed 000, Reference Sheet: Bombardment') // can't both move and fire
    g.on({ t: 'order', unit: 'fg', order: 'move', hexes: 2 }, { t: 'done', side: 'b' })
    expect(at(g.ask({ q: 'play', side: 'a' }))).toBe('allowed')

    // Round 4: Bombardment for the French: fire twice.
    g.on({ t: 'play', side: 'a', card: 'bombardamento' }, { t: 'play', side: 'b', card: 'rally' })
    expect(at(g.ask(order('ei', 'rally')))).toBe('players: seed 000, 5.1 Battle Rounds') // the Rally card, any unit; French turn
    expect(at(g.ask(order('eg', 'rally')))).toBe('forbidden: seed 000, Reference Sheet: Rally') // a garrison has no chips
    g.on({ t: 'fire', unit: 'fa' })
    expect(at(g.ask(fire('fa')))).toBe('allowed')
    expect(at(g.ask(move('fa', 1)))).toBe('forbidden: seed 000, 7.0 Combat')
    g.on({ t: 'fire', unit: 'fa' })
    expect(at(g.ask(fire('fa')))).toBe('forbidden: seed 000, 7.1')
    g.on({ t: 'order', unit: 'ei', order: 'rally' })
    expect(at(g.ask(fire('ei')))).toBe('forbidden: seed 000, 6.0 Ordering Units')
    expect(at(g.ask(order('el', 'rally')))).toBe('forbidden: seed 000, Reference Sheet: Rally') // one unit
    g.on({ t: 'order', unit: 'fh', order: 'move', hexes: 4 }, { t: 'done', side: 'a' })

    // Round 5: Forced March (the centre's infantry move 2 and fight) against Grand Charge; a special action.
    g.on({ t: 'play', side: 'a', card: 'marce-forzate' }, { t: 'play', side: 'b', card: 'grande-carica' })
    g.on({ t: 'order', unit: 'fj', order: 'move', hexes: 2 })
    expect(at(g.ask(fire('fj')))).toBe('allowed')
    expect(at(g.ask(move('fc', 1)))).toBe('forbidden: seed 000, Reference Sheet: Forced March')
    expect(at(g.ask(move('el', 1)))).toBe('forbidden: seed 000, Reference Sheet: Grand Charge')
    expect(at(g.ask({ q: 'special', unit: 'fg' }))).toBe('forbidden: seed 000, 9.41 Special Actions')
    expect(at(g.ask({ q: 'special', unit: 'fa' }))).toBe('allowed')
    g.on({ t: 'special', unit: 'fa', success: true })
    expect(at(g.ask({ q: 'special', unit: 'fa' }))).toBe('forbidden: seed 000, 9.41 Special Actions')
    const reaction: OwedRef[] = [{ id: '40.0', kind: 'reaction', unitIds: ['fa'] }]
    expect(at(g.ask(fire('fa'), reaction))).toBe('allowed') // the reaction's own fire, before the charge
    expect(at(g.ask(fire('ec'), reaction))).toBe('forbidden: seed 000, 5.1 Battle Rounds') // the charge waits for it
    g.on({ t: 'fire', unit: 'fa', reaction: true })
    expect(at(g.ask(fire('fa')))).toBe('forbidden: seed 000, 9.41 Special Actions') // spent for the round
    expect(at(g.ask(move('fa', 1)))).toBe('forbidden: seed 000, 9.41 Special Actions')
    g.on({ t: 'special', unit: 'fi', success: false })
    expect(at(g.ask(fire('fi')))).toBe('forbidden: seed 000, 9.41 Special Actions') // "whether successful or not"
    expect(at(g.ask(fire('ec')))).toBe('allowed')
    // the reaction's flags drive the charger back: whether it still attacks is the players' call; anything else owed stops it
    g.on({ t: 'order', unit: 'ec', order: 'move', hexes: 2 })
    expect(at(g.ask(fire('ec'), [{ id: '41.0', kind: 'retreat', unitIds: ['ec'] }]))).toBe('players: seed 000, 9.41 Special Actions')
    expect(at(g.ask(fire('ec'), [{ id: '41.0', kind: 'retreat', unitIds: ['ec'] }, ...RETREAT]))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    expect(at(g.ask(fire('fj'), [{ id: '41.0', kind: 'retreat', unitIds: ['ec'] }]))).toBe('forbidden: seed 000, 5.1 Battle Rounds') // fj is infantry
    g.on({ t: 'fire', unit: 'ec' }, { t: 'done', side: 'a' }, { t: 'done', side: 'b' })

    // Round 6 and the end of the hour.
    g.on({ t: 'play', side: 'a', card: 'skirmish-sx' }, { t: 'play', side: 'b', card: 'assalto-dx' })
    expect(at(g.ask({ q: 'deal' }))).toBe('players: seed 000, 5.1 Battle Rounds')
    expect(at(g.ask(fire('fh')))).toBe('players: seed 000, 5.1 Battle Rounds') // with nothing read off the cards, the count is unknown
    g.on({ t: 'done', side: 'a' }, { t: 'done', side: 'b' })
    expect(g.where()).toBe('Hour 1 over · deal hour 2')
    expect(at(g.ask({ q: 'play', side: 'a' }))).toBe('forbidden: seed 000, 4.1 Length of the Battle')
    expect(at(g.ask({ q: 'deal' }, RETREAT))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    expect(at(g.ask({ q: 'deal' }))).toBe('allowed')
    g.on({ t: 'deal' })
    expect(g.s.hour).toBe(2)
    expect(g.where()).toBe('Hour 2 · round 1 · both play a card')
  })
})
