import { describe, expect, it } from 'vitest'
import { foldSequence, type OwedRef, type Verdict } from '../../core/sequence'
import { afterCharge, afterFire, leaderCasualties, leaderCasualtyCases, afterMelee, afterMoraleFailure, armyCrossed, inTextOrder, seriesSequence, type SeriesEvent, type SeriesQuestion, type SeriesState } from '.'

const U = (id: string, side: 'a' | 'b', arm: 'infantry' | 'cavalry' | 'artillery', formation: string, marker: number | null = null): SeriesEvent =>
  ({ t: 'unit', id, side, arm, formation, marker })
const ARMIES: SeriesEvent[] = [
  { t: 'first', side: 'a' },
  U('fi', 'a', 'infantry', 'line'), U('fj', 'a', 'infantry', 'column'), U('fs', 'a', 'infantry', 'square'), U('fc', 'a', 'cavalry', 'column'),
  U('fh', 'a', 'cavalry', 'column'), U('fa', 'a', 'artillery', 'unlimbered'), U('fl', 'a', 'artillery', 'limbered'),
  U('ei', 'b', 'infantry', 'line'), U('eb', 'b', 'infantry', 'line'), U('ec', 'b', 'cavalry', 'column'), U('ea', 'b', 'artillery', 'unlimbered'),
  U('ed', 'b', 'cavalry', 'disorganized', 0), U('ex', 'b', 'artillery', 'disorganized', 0),
]

function game(events: SeriesEvent[], successiveCharges = false) {
  const seq = seriesSequence({ successiveCharges })
  let s: SeriesState = foldSequence(seq, events)
  return {
    get s() { return s },
    on(...e: readonly SeriesEvent[]) { s = e.reduce(seq.step, s) },
    ask: (q: SeriesQuestion, owed: OwedRef[] = []) => seq.ask(s, q, owed),
    where: () => seq.where(s),
  }
}
const said = (v: Verdict) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section.replace('seed 001, ', '')}`)
const refs = (owed: readonly { kind: string; unitIds: readonly string[] }[]): OwedRef[] => owed.map((o, i) => ({ id: `1.${i}`, kind: o.kind, unitIds: o.unitIds }))
const N = (id: string) => ({ id, name: id.toUpperCase() })

describe('two whole game turns through the series sequence (seed 001, 2.0)', () => {
  it('plays the first player turn phase by phase: what each phase allows, what each unit did, what results owe', () => {
    const g = game(ARMIES)
    expect(g.where()).toBe('Turn 1 · player turn 1 (a) · Cavalry charges')
    // Charge phase: only the phasing cavalry charges; the other player reacts (2.0).
    expect(said(g.ask({ q: 'charge', unit: 'fi' }))).toBe('forbidden: 9.0 Cavalry Charges')
    expect(said(g.ask({ q: 'charge', unit: 'ec' }))).toBe('forbidden: 2.0 Game Sequence')
    expect(said(g.ask({ q: 'charge', unit: 'ed' }))).toBe('forbidden: 2.0 Game Sequence')
    expect(said(g.ask({ q: 'move', unit: 'fi' }))).toBe('forbidden: 6.0 Movement and Terrain Effects')
    expect(said(g.ask({ q: 'formation', unit: 'fi', to: 'column' }))).toBe('forbidden: 6.3 Formation Change')
    expect(said(g.ask({ q: 'formation', unit: 'ei', to: 'column' }))).toBe('forbidden: 2.0 Game Sequence')
    expect(said(g.ask({ q: 'fire', unit: 'fa', kind: 'defensive' }))).toBe('forbidden: 7.4 Offensive/Defensive Fire')
    expect(said(g.ask({ q: 'fire', unit: 'fa', kind: 'offensive' }))).toBe('forbidden: 7.4 Offensive/Defensive Fire')
    expect(said(g.ask({ q: 'fire', unit: 'fa', kind: 'opportunity' }))).toBe('forbidden: 7.5 Opportunity Fire')
    expect(said(g.ask({ q: 'fire', unit: 'ea', kind: 'opportunity' }))).toBe('allowed')
    expect(said(g.ask({ q: 'fire', unit: 'ec', kind: 'opportunity' }))).toBe('forbidden: 7.0 Fire')
    expect(said(g.ask({ q: 'fire', unit: 'ex', kind: 'opportunity' }))).toBe('forbidden: 4.13 Disorganized Artillery')
    expect(said(g.ask({ q: 'square', unit: 'ei' }))).toBe('allowed')
    expect(said(g.ask({ q: 'square', unit: 'fi' }))).toBe('forbidden: 9.6 Square')
    expect(said(g.ask({ q: 'square', unit: 'ec' }))).toBe('forbidden: 9.6 Square')
    expect(said(g.ask({ q: 'countercharge', unit: 'ec' }))).toBe('allowed')
    expect(said(g.ask({ q: 'countercharge', unit: 'ed' }))).toBe('forbidden: 4.10 Disorganized Cavalry')
    expect(said(g.ask({ q: 'countercharge', unit: 'fc' }))).toBe('forbidden: 9.7 Countercharge')
    expect(said(g.ask({ q: 'countercharge', unit: 'ei' }))).toBe('forbidden: 9.7 Countercharge')
    expect(said(g.ask({ q: 'melee', units: ['fj'], defenders: ['ei'] }))).toBe('forbidden: 8.0 Melee')
    expect(said(g.ask({ q: 'rally', unit: 'ed' }))).toBe('forbidden: 11.0 Rally')
    expect(said(g.ask({ q: 'hold', unit: 'fi' }))).toBe('allowed')
    expect(said(g.ask({ q: 'hold', unit: 'ei' }))).toBe('forbidden: 2.0 Game Sequence')
    expect(said(g.ask({ q: 'charge', unit: 'fc' }))).toBe('allowed')
    const charge = afterCharge([N('fc')])
    expect(charge.owed).toEqual([{ kind: 'charge', unitIds: ['fc'], label: "FC: the charge's melee", reason: 'a declared charge must be performed; it is resolved in the melee phase (9.2, 9.3)' }])
    g.on(...charge.events)
    expect(g.s.units.fc!.formation).toBe('line') // 4.7: every charge in line
    expect(said(g.ask({ q: 'charge', unit: 'fc' }))).toBe('forbidden: 9.2 Charge Movement')
    const charging = refs(charge.owed)
    // The charge's melee is owed in the melee phase: the charge phase may end (9.3).
    expect(said(g.ask({ q: 'next' }, charging))).toBe('allowed')
    expect(said(g.ask({ q: 'charge', unit: 'fh' }, charging))).toBe('allowed')
    g.on({ t: 'next' })

    expect(g.where()).toBe('Turn 1 · player turn 1 (a) · Regular movement')
    expect(said(g.ask({ q: 'charge', unit: 'fh' }))).toBe('forbidden: 9.1 General Case')
    expect(said(g.ask({ q: 'move', unit: 'fc' }))).toBe('forbidden: 6.1 General Case') // charged: no regular move
    expect(said(g.ask({ q: 'move', unit: 'ei' }))).toBe('forbidden: 2.0 Game Sequence')
    expect(said(g.ask({ q: 'move', unit: 'fi' }))).toBe('allowed')
    g.on({ t: 'move', unit: 'fi' })
    expect(said(g.ask({ q: 'move', unit: 'fi' }))).toBe('allowed') // still its move
    g.on({ t: 'move', unit: 'fl' })
    expect(said(g.ask({ q: 'move', unit: 'fi' }))).toBe('forbidden: 6.1 General Case') // finished when the next one moved
    expect(said(g.ask({ q: 'formation', unit: 'fl', to: 'square' }))).toBe('forbidden: 4.0 Formations')
    expect(said(g.ask({ q: 'formation', unit: 'fh', to: 'line' }))).toBe('forbidden: 4.7 Cavalry in Line')
    expect(said(g.ask({ q: 'formation', unit: 'fj', to: 'square' }))).toBe('allowed')
    expect(said(g.ask({ q: 'formation', unit: 'fa', to: 'limbered' }))).toBe('allowed')
    expect(said(g.ask({ q: 'formation', unit: 'fj', to: 'disorganized' }))).toBe('players: 4.0 Formations')
    expect(said(g.ask({ q: 'formation', unit: 'fh', to: 'disorganized' }))).toBe('allowed') // 6.5, its own turn
    expect(said(g.ask({ q: 'formation', unit: 'ec', to: 'disorganized' }))).toBe('allowed') // 6.5, the opponent's movement phase
    g.on({ t: 'formation', unit: 'fj', to: 'line' }, { t: 'hold', unit: 'fs' })
    expect(g.s.units.fj!.formation).toBe('line')
    expect(g.s.acts.fs!.held).toBe(true)
    expect(said(g.ask({ q: 'fire', unit: 'ea', kind: 'opportunity' }))).toBe('allowed')
    expect(said(g.ask({ q: 'countercharge', unit: 'ec' }))).toBe('allowed')
    expect(said(g.ask({ q: 'square', unit: 'ei' }))).toBe('forbidden: 9.6 Square')
    // Orders by aide in the movement phase, as many as the capability (17.3, 17.5); initiative after the obedience checks (17.7).
    expect(said(g.ask({ q: 'order', side: 'a', capability: 1 }))).toBe('allowed')
    expect(said(g.ask({ q: 'order', side: 'b', capability: 3 }))).toBe('forbidden: 17.5 Aides and Order Transmission')
    g.on({ t: 'order', side: 'a' })
    expect(said(g.ask({ q: 'order', side: 'a', capability: 1 }))).toBe('players: 17.3 Army Commanders Order Capabilities')
    expect(said(g.ask({ q: 'order', side: 'a', capability: null }))).toBe('allowed')
    expect(said(g.ask({ q: 'order', side: 'a', capability: 2 }))).toBe('allowed')
    const obedience: OwedRef[] = [{ id: '5.0', kind: 'obedience', unitIds: ['L'] }]
    expect(said(g.ask({ q: 'initiative', leader: 'L', side: 'a' }, obedience))).toBe('forbidden: 17.7 Initiative')
    expect(said(g.ask({ q: 'initiative', leader: 'L', side: 'a' }, [{ id: '5.1', kind: 'delay', unitIds: ['M'] }]))).toBe('forbidden: 17.7 Initiative')
    expect(said(g.ask({ q: 'initiative', leader: 'L', side: 'b' }))).toBe('forbidden: 17.5 Aides and Order Transmission')
    expect(said(g.ask({ q: 'initiative', leader: 'L', side: 'a' }))).toBe('allowed')
    g.on({ t: 'initiative', leader: 'L' })
    expect(said(g.ask({ q: 'initiative', leader: 'L', side: 'a' }))).toBe('players: 17.7 Initiative')
    expect(said(g.ask({ q: 'initiative', leader: 'M', side: 'a' }))).toBe('allowed')
    expect(said(g.ask({ q: 'move', unit: 'ed' }))).toBe('forbidden: 2.0 Game Sequence')
    expect(said(g.ask({ q: 'leader', side: 'a' }))).toBe('allowed')
    expect(said(g.ask({ q: 'leader', side: 'b' }))).toBe('players: 14.3 Combat Value Effects; 14.5 Elimination')
    g.on({ t: 'next' })
    expect(said(g.ask({ q: 'leader', side: 'a' }))).toBe('players: 14.3 Combat Value Effects; 14.5 Elimination')

    expect(g.where()).toBe('Turn 1 · player turn 1 (a) · Defensive fire')
    expect(said(g.ask({ q: 'order', side: 'a', capability: 3 }))).toBe('forbidden: 17.5 Aides and Order Transmission')
    expect(said(g.ask({ q: 'hold', unit: 'fi' }))).toBe('forbidden: 6.0 Movement and Terrain Effects')
    expect(said(g.ask({ q: 'fire', unit: 'fa', kind: 'defensive' }))).toBe('forbidden: 7.4 Offensive/Defensive Fire')
    expect(said(g.ask({ q: 'fire', unit: 'ei', kind: 'offensive' }))).toBe('forbidden: 7.4 Offensive/Defensive Fire')
    expect(said(g.ask({ q: 'fire', unit: 'ea', kind: 'opportunity' }))).toBe('forbidden: 7.5 Opportunity Fire')
    expect(said(g.ask({ q: 'formation', unit: 'ec', to: 'disorganized' }))).toBe('forbidden: 6.5 Deliberate Disorganization of the cavalry')
    expect(said(g.ask({ q: 'formation', unit: 'fh', to: 'disorganized' }))).toBe('allowed')
    expect(said(g.ask({ q: 'fire', unit: 'ei', kind: 'defensive' }))).toBe('allowed')
    // ei fires at fi: 2 steps with leader L stacked: the leader's casualty check first, then the morale check (14.5, 7.9).
    const fire = afterFire({ firers: ['ei'], kind: 'defensive', steps: 2, star: false, checker: N('fi'), leaders: [N('L')], shelter: false })
    expect(fire.owed.map((o) => `${o.kind} ${o.unitIds.join()}`)).toEqual(['leader casualty L', 'morale fi'])
    expect(fire.owed[0]!.reason).toBe('stack lost 2 or 3 steps to fire (14.5)')
    expect(fire.owed[1]!.reason).toBe('fired upon: a loss or a * result (7.3, 7.9)')
    g.on(...fire.events)
    expect(said(g.ask({ q: 'fire', unit: 'ei', kind: 'defensive' }))).toBe('forbidden: 7.4 Offensive/Defensive Fire')
    const owed = refs(fire.owed)
    expect(said(g.ask({ q: 'next' }, owed))).toBe('forbidden: 2.0 Game Sequence')
    expect(said(g.ask({ q: 'fire', unit: 'ea', kind: 'defensive' }, owed))).toBe('forbidden: 7.3 Fire; 8.8 Melee Combat')
    expect(said(g.ask({ q: 'test', kind: 'morale', unit: 'fi' }, owed))).toBe('forbidden: 14.5 Elimination')
    expect(said(g.ask({ q: 'test', kind: 'leader casualty', unit: 'L' }, owed))).toBe('allowed')
    expect(said(g.ask({ q: 'test', kind: 'morale', unit: 'fi' }, owed.slice(1)))).toBe('allowed')
    // The morale check fails: disorganized with this turn's marker, and a retreat owed that moves it (7.9, 8.9).
    const failed = afterMoraleFailure({ unit: N('fi'), turn: 1, disorganized: false, rally: false, townOrForest: false, stays: false })
    expect(failed.effect).toBe('disorganized')
    expect(failed.owed).toEqual([{ kind: 'retreat', unitIds: ['fi'], label: 'FI: retreat 2 hexes', reason: 'disorganized by a failed morale check (7.9, 8.9)' }])
    g.on(...failed.events)
    expect(g.s.units.fi).toMatchObject({ formation: 'disorganized', marker: 1 })
    expect(said(g.ask({ q: 'next' }, refs(failed.owed)))).toBe('forbidden: 2.0 Game Sequence')
    expect(said(g.ask({ q: 'test', kind: 'retreat', unit: 'fi' }, refs(failed.owed)))).toBe('allowed')
    expect(said(g.ask({ q: 'fire', unit: 'eb', kind: 'defensive' }))).toBe('allowed')
    g.on({ t: 'next' })

    expect(g.where()).toBe('Turn 1 · player turn 1 (a) · Offensive fire')
    expect(said(g.ask({ q: 'fire', unit: 'fa', kind: 'offensive' }))).toBe('allowed')
    expect(said(g.ask({ q: 'fire', unit: 'fl', kind: 'offensive' }))).toBe('forbidden: 4.11 Limbered Artillery')
    expect(said(g.ask({ q: 'fire', unit: 'fc', kind: 'offensive' }))).toBe('forbidden: 7.0 Fire')
    expect(said(g.ask({ q: 'fire', unit: 'ei', kind: 'offensive' }))).toBe('forbidden: 7.4 Offensive/Defensive Fire')
    expect(said(g.ask({ q: 'fire', unit: 'ei', kind: 'defensive' }))).toBe('forbidden: 7.4 Offensive/Defensive Fire')
    g.on({ t: 'fire', unit: 'fa', kind: 'offensive' })
    expect(said(g.ask({ q: 'fire', unit: 'fa', kind: 'offensive' }))).toBe('forbidden: 7.4 Offensive/Defensive Fire')
    g.on({ t: 'next' })

    expect(g.where()).toBe('Turn 1 · player turn 1 (a) · Melee phase')
    expect(said(g.ask({ q: 'melee', units: ['fi'], defenders: ['ei'] }))).toBe('forbidden: 8.7 Melee Prohibitions') // disorganized
    expect(said(g.ask({ q: 'melee', units: ['fa'], defenders: ['ei'] }))).toBe('forbidden: 8.7 Melee Prohibitions') // artillery
    expect(said(g.ask({ q: 'melee', units: ['fs'], defenders: ['ei'] }))).toBe('forbidden: 4.4 Infantry in Square Formation')
    expect(said(g.ask({ q: 'melee', units: ['fh'], defenders: ['ei'] }))).toBe('forbidden: 9.1 General Case') // cavalry must charge
    expect(said(g.ask({ q: 'melee', units: ['ei'], defenders: ['fi'] }))).toBe('forbidden: 8.0 Melee')
    expect(said(g.ask({ q: 'melee', units: ['fc'], defenders: ['fj'] }))).toBe('forbidden: 8.0 Melee')
    expect(said(g.ask({ q: 'next' }, charging))).toBe('forbidden: 2.0 Game Sequence') // the charge's melee is owed
    expect(said(g.ask({ q: 'melee', units: ['fc'], defenders: ['ei'] }, charging))).toBe('allowed')
    g.on(...afterMelee({ attackers: ['fc'], defenders: ['ei'], charging: ['fc'], targetBroken: true }).events)
    expect(said(g.ask({ q: 'melee', units: ['fj'], defenders: ['ei'] }))).toBe('forbidden: 8.1 General Case')
    expect(said(g.ask({ q: 'melee', units: ['fc'], defenders: ['ea'] }))).toBe('allowed') // 9.4 exploitation
    expect(said(g.ask({ q: 'fire', unit: 'ei', kind: 'opportunity' }))).toBe('forbidden: 7.5 Opportunity Fire')
    expect(said(g.ask({ q: 'fire', unit: 'eb', kind: 'opportunity' }))).toBe('allowed')
    expect(said(g.ask({ q: 'square', unit: 'eb' }))).toBe('allowed')
    g.on(...afterMelee({ attackers: ['fc'], defenders: ['ea'], charging: ['fc'], targetBroken: false }).events)
    expect(said(g.ask({ q: 'melee', units: ['fc'], defenders: ['eb'] }))).toBe('forbidden: 8.10 Advance After Combat')
    expect(said(g.ask({ q: 'melee', units: ['fj'], defenders: ['eb'] }))).toBe('allowed')
    expect(said(g.ask({ q: 'countercharge', unit: 'ec' }))).toBe('allowed')
    g.on({ t: 'next' })

    expect(g.where()).toBe('Turn 1 · player turn 1 (a) · Rally phase')
    expect(said(g.ask({ q: 'rally', unit: 'fi' }))).toBe('forbidden: 11.1 Eligible Units')
    expect(said(g.ask({ q: 'rally', unit: 'fj' }))).toBe('forbidden: 11.2 Rally Check')
    expect(said(g.ask({ q: 'rally', unit: 'ed' }))).toBe('forbidden: 2.0 Game Sequence')
    expect(said(g.ask({ q: 'countercharge', unit: 'ec' }))).toBe('forbidden: 9.7 Countercharge')
    expect(said(g.ask({ q: 'square', unit: 'eb' }))).toBe('forbidden: 9.6 Square')
    g.on({ t: 'next' })

    // Second player turn: the roles swap (2.0).
    expect(g.where()).toBe('Turn 1 · player turn 2 (b) · Cavalry charges')
    expect(g.s.acts).toEqual({})
    expect(said(g.ask({ q: 'charge', unit: 'ec' }))).toBe('allowed')
    expect(said(g.ask({ q: 'charge', unit: 'ed' }))).toBe('forbidden: 9.2 Charge Movement')
    expect(said(g.ask({ q: 'countercharge', unit: 'fh' }))).toBe('allowed')
    expect(said(g.ask({ q: 'square', unit: 'fj' }))).toBe('allowed')
    expect(said(g.ask({ q: 'fire', unit: 'fa', kind: 'opportunity' }))).toBe('allowed')
    g.on({ t: 'next' }, { t: 'next' })
    expect(said(g.ask({ q: 'fire', unit: 'fa', kind: 'defensive' }))).toBe('allowed')
    expect(said(g.ask({ q: 'order', side: 'b', capability: 1 }))).toBe('forbidden: 17.5 Aides and Order Transmission')
    g.on({ t: 'next' }, { t: 'next' }, { t: 'next' })
    expect(g.where()).toBe('Turn 1 · player turn 2 (b) · Rally phase')
    expect(said(g.ask({ q: 'rally', unit: 'ed' }))).toBe('forbidden: 11.1 Eligible Units') // marker 0 in turn 1
    g.on({ t: 'next' })

    // Game turn 2: the first player again; orders and initiative counted afresh (17.3, 17.7).
    expect(g.where()).toBe('Turn 2 · player turn 1 (a) · Cavalry charges')
    expect(said(g.ask({ q: 'charge', unit: 'fc' }))).toBe('allowed') // 16.4 not in play
    g.on({ t: 'next' })
    expect(said(g.ask({ q: 'order', side: 'a', capability: 1 }))).toBe('allowed')
    expect(said(g.ask({ q: 'initiative', leader: 'L', side: 'a' }))).toBe('allowed')
    g.on({ t: 'next' }, { t: 'next' }, { t: 'next' }, { t: 'next' })
    expect(said(g.ask({ q: 'rally', unit: 'fi' }))).toBe('forbidden: 11.1 Eligible Units') // marker 1 in turn 2
    g.on(...Array.from({ length: 6 }, (): SeriesEvent => ({ t: 'next' })))
    expect(g.where()).toBe('Turn 2 · player turn 2 (b) · Rally phase')
    expect(said(g.ask({ q: 'rally', unit: 'ed' }))).toBe('allowed') // marker 0 ≤ 2 − 2
    g.on({ t: 'rally', unit: 'ed' })
    expect(said(g.ask({ q: 'rally', unit: 'ed' }))).toBe('forbidden: 11.2 Rally Check')
    // A failed rally retreats 2 more hexes (11.4), none in a town or forest; a second disorganization eliminates (4.5).
    expect(afterMoraleFailure({ unit: N('ed'), turn: 2, disorganized: true, rally: true, townOrForest: false, stays: false })).toEqual({
      effect: 'retreats', events: [], owed: [{ kind: 'retreat', unitIds: ['ed'], label: 'ED: retreat 2 hexes', reason: 'failed its rally check (11.4)' }] })
    expect(afterMoraleFailure({ unit: N('ed'), turn: 2, disorganized: true, rally: true, townOrForest: true, stays: false }).owed).toEqual([])
    const gone = afterMoraleFailure({ unit: N('ed'), turn: 2, disorganized: true, rally: false, townOrForest: false, stays: false })
    expect(gone).toEqual({ effect: 'eliminated', events: [{ t: 'unit', id: 'ed', out: true }], owed: [] })
    g.on(...gone.events)
    expect(said(g.ask({ q: 'rally', unit: 'ed' }))).toBe('forbidden: 8.9 Disorganization and Retreat')
    expect(said(g.ask({ q: 'melee', units: ['ec'], defenders: ['ed'] }))).toBe('forbidden: 8.9 Disorganization and Retreat')
    expect(said(g.ask({ q: 'move', unit: 'nobody' }))).toBe('forbidden: 8.9 Disorganization and Retreat')
    g.on({ t: 'next' })
    expect(g.where()).toBe('Turn 3 · player turn 1 (a) · Cavalry charges')
    expect(said(g.ask({ q: 'rally', unit: 'fi' }))).toBe('forbidden: 11.0 Rally')
  })

  it('16.4: no cavalry charges in two successive turns, when the option is on', () => {
    const g = game(ARMIES, true)
    g.on({ t: 'charge', unit: 'fc' }, ...Array.from({ length: 12 }, (): SeriesEvent => ({ t: 'next' })))
    expect(g.where()).toBe('Turn 2 · player turn 1 (a) · Cavalry charges')
    expect(said(g.ask({ q: 'charge', unit: 'fc' }))).toBe('forbidden: 16.4 Cavalry')
    expect(said(g.ask({ q: 'charge', unit: 'fh' }))).toBe('allowed')
    g.on(...Array.from({ length: 12 }, (): SeriesEvent => ({ t: 'next' })))
    expect(said(g.ask({ q: 'charge', unit: 'fc' }))).toBe('allowed')
  })

  it('a disorganized unit moves only toward its lines of communication: the players say (4.5)', () => {
    const g = game([...ARMIES, { t: 'next' }])
    expect(g.ask({ q: 'move', unit: 'fi' })).toEqual({ verdict: 'allowed' })
    g.on({ t: 'unit', id: 'fi', formation: 'disorganized', marker: 1 })
    expect(said(g.ask({ q: 'move', unit: 'fi' }))).toBe('players: 4.5 Disorganized Infantry')
    expect(said(g.ask({ q: 'formation', unit: 'fi', to: 'line' }))).toBe('forbidden: 4.5 Disorganized Infantry')
    expect(said(g.ask({ q: 'move', unit: 'fi' }, [{ id: '1.0', kind: 'morale', unitIds: ['ei'] }]))).toBe('forbidden: 7.3 Fire; 8.8 Melee Combat')
  })

  it('an old log without flow events sets where it stands with "at"; a new player turn forgets what units did', () => {
    const g = game(ARMIES)
    g.on({ t: 'move', unit: 'fi' }, { t: 'order', side: 'a' }, { t: 'initiative', leader: 'L' })
    g.on({ t: 'at', turn: 1, playerTurn: 1, phase: 0 })
    expect(g.s.lastMoved).toBe('fi')
    g.on({ t: 'at', turn: 1, playerTurn: 1, phase: 1 })
    expect(g.s.lastMoved).toBeNull()
    expect(g.s.acts.fi!.moved).toBe(true)
    g.on({ t: 'at', turn: 1, playerTurn: 2, phase: 4 })
    expect(g.where()).toBe('Turn 1 · player turn 2 (b) · Melee phase')
    expect(g.s.acts).toEqual({})
    expect(g.s.orders.a).toBe(1)
    g.on({ t: 'at', turn: 3, playerTurn: 1, phase: 5 })
    expect(g.s).toMatchObject({ orders: { a: 0, b: 0 }, initiative: [], turn: 3, phase: 5 })
    g.on({ t: 'move', unit: 'nobody' }, { t: 'unknown' } as unknown as SeriesEvent)
    expect(g.s.acts).toEqual({})
  })

  it('14.5: simultaneous leader casualty cases are several rolls, all before the units\' tests', () => {
    // Fire takes 3 steps and eliminates the stack under two leaders: each rolls twice; the unit under them checks morale after.
    const r = afterFire({ firers: ['ea'], kind: 'defensive', steps: 3, star: false, checker: N('fj'), leaders: [N('L'), N('M')], shelter: false, stackEliminated: true })
    expect(r.owed.map((o) => `${o.kind} ${o.unitIds.join()}: ${o.reason}`)).toEqual([
      'leader casualty L: stack lost 2 or 3 steps to fire (14.5)', 'leader casualty L: stack eliminated (14.5)',
      'leader casualty M: stack lost 2 or 3 steps to fire (14.5)', 'leader casualty M: stack eliminated (14.5)',
      'morale fj: fired upon: a loss or a * result (7.3, 7.9)'])
    expect(leaderCasualtyCases({ fireSteps: 1, stackEliminated: false })).toEqual([])
    expect(leaderCasualtyCases({ fireSteps: 0, stackEliminated: true })).toEqual(['stack eliminated'])
    expect(leaderCasualties([N('L')], [])).toEqual([])
  })

  it('results: the army crosses its level when the total reaches it (12); fire in a town owes no morale check (7.3); one step owes no leader check (14.5)', () => {
    expect(armyCrossed('a', 'good', 'demoralized')).toEqual([{ t: 'army', side: 'a', level: 'demoralized' }])
    expect(armyCrossed('b', 'desperate', 'desperate')).toEqual([])
    const g = game(ARMIES)
    g.on(...armyCrossed('b', 'good', 'desperate'))
    expect(g.s.army).toEqual({ a: 'good', b: 'desperate' })
    expect(afterFire({ firers: ['fa', 'fi'], kind: 'offensive', steps: 1, star: false, checker: N('ei'), leaders: [N('K')], shelter: false })).toEqual({
      events: [{ t: 'fire', unit: 'fa', kind: 'offensive' }, { t: 'fire', unit: 'fi', kind: 'offensive' }],
      owed: [{ kind: 'morale', unitIds: ['ei'], label: 'EI: morale check', reason: 'fired upon: a loss or a * result (7.3, 7.9)' }] })
    expect(afterFire({ firers: ['fa'], kind: 'offensive', steps: 3, star: false, checker: N('ei'), leaders: [N('K')], shelter: true }).owed.map((o) => o.kind)).toEqual(['leader casualty'])
    expect(afterFire({ firers: ['fa'], kind: 'offensive', steps: 0, star: true, checker: N('ei'), leaders: [], shelter: false }).owed.map((o) => o.kind)).toEqual(['morale'])
    expect(afterFire({ firers: ['fa'], kind: 'offensive', steps: 0, star: false, checker: N('ei'), leaders: [N('K')], shelter: false }).owed).toEqual([])
    expect(afterFire({ firers: ['fa'], kind: 'offensive', steps: 2, star: false, checker: null, leaders: [], shelter: false }).owed).toEqual([])
    expect(afterMoraleFailure({ unit: N('fa'), turn: 3, disorganized: false, rally: false, townOrForest: false, stays: true })).toEqual({
      effect: 'disorganized', events: [{ t: 'unit', id: 'fa', formation: 'disorganized', marker: 3 }], owed: [] })
    expect(afterCharge([N('fc'), N('fh')]).events).toEqual([
      { t: 'charge', unit: 'fc' }, { t: 'formation', unit: 'fc', to: 'line' }, { t: 'charge', unit: 'fh' }, { t: 'formation', unit: 'fh', to: 'line' }])
    expect(afterMelee({ attackers: ['fc', 'fj'], defenders: ['ei'], charging: ['fc'], targetBroken: false }).events).toEqual([{ t: 'melee', units: ['fc', 'fj'], defenders: ['ei'] }])
    expect(inTextOrder([{ kind: 'morale' }, { kind: 'retreat' }, { kind: 'leader casualty' }, { kind: 'morale' }]).map((x) => x.kind))
      .toEqual(['leader casualty', 'morale', 'retreat', 'morale'])
  })
})
