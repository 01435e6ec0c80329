import { describe, expect, it } from 'vitest'
import { errorOf } from '@/test-utils/calculatorChecks'
import { seededRandom, type RandomSource, type RulesInputError } from '../core'
import { addGrouchyMarkers, advanceTurn, canEndTurn, drawMarker, endPhase, holdDrawn, movePrussianMarker, playDrawn, playHeldCorps, setupCup, turnTime, useNapoleon, type CupState } from './cup'
import { markerInstruction, SETUP_CUP } from './markers'

const first: RandomSource = { int: () => 0 }
const last: RandomSource = { int: (n) => n - 1 }
const withCup = (cup: CupState['cup'], extra: Partial<CupState> = {}): CupState => ({ ...setupCup({ firstTurn: 1 }), cup, ...extra })

/** Draws and plays (or holds Napoleon) until the cup is empty. */
function emptyCup(s: CupState, rng: RandomSource): CupState {
  while (s.cup.length) {
    s = drawMarker(s, rng).state
    if (s.drawn) s = playDrawn(s)
  }
  return s
}

describe('setup (seed 002, L-1 Markers; ruling 48)', () => {
  it('15 markers in the cup: 6 French Corps, 2 Napoleon, 5 Anglo-Allied Corps incl. Detachments, Wellington, Blucher', () => {
    const s = setupCup({ firstTurn: 1 })
    expect(s.cup).toEqual(SETUP_CUP)
    expect(s.cup).toHaveLength(15)
    expect(s.track).toEqual({ 'pr-IV': 10, 'pr-II': 11, 'pr-I': 12 })
    expect([s.gameTurn, s.reverseSlope, s.gameOver, s.turnsPlayed]).toEqual([1, true, false, 0])
  })
  it('ruling 48 alternative: no Detachments marker (14)', () => {
    expect(setupCup({ firstTurn: 1, rulings: { detachmentsMarker: 'not in cup' } }).cup).not.toContain('aa-DET')
    expect(setupCup({ firstTurn: 1, rulings: { detachmentsMarker: 'not in cup' } }).cup).toHaveLength(14)
  })
  it('historical Prussians on turns 8, 9, 10 (Q); Grouchy puts Thielemann under Ziethen (M-3)', () => {
    expect(setupCup({ firstTurn: 3, historicalPrussianArrival: true }).track).toEqual({ 'pr-IV': 8, 'pr-II': 9, 'pr-I': 10 })
    const g = setupCup({ firstTurn: 1, whereIsGrouchy: true })
    expect([g.track['pr-III'], g.thielemannUnderZiethen]).toEqual([12, true])
    expect(setupCup({ firstTurn: 1 }).thielemannUnderZiethen).toBe(false)
    expect(() => setupCup({ firstTurn: 0 })).toThrow(/firstTurn/)
    expect(() => setupCup({ firstTurn: 13 })).toThrow(/firstTurn/)
  })
})

describe('drawing, holding and playing markers (D)', () => {
  it('draws one marker at random; a French Corps marker waits to be played or held', () => {
    const { state, marker } = drawMarker(setupCup({ firstTurn: 1 }), first)
    expect(marker).toBe('fr-I')
    expect([state.drawn, state.cup.length]).toEqual(['fr-I', 14])
    expect(playDrawn(state)).toMatchObject({ drawn: null, used: ['fr-I'] })
    expect(drawMarker(setupCup({ firstTurn: 1 }), last).marker).toBe('blucher')
  })
  it('a Napoleon marker is held at once; both may be held; using one discards it', () => {
    let s = withCup(['napoleon-1', 'napoleon-2'])
    s = drawMarker(s, first).state
    s = drawMarker(s, first).state
    expect([s.drawn, s.heldNapoleon]).toEqual([null, ['napoleon-1', 'napoleon-2']])
    s = useNapoleon(s, 'napoleon-2')
    expect([s.heldNapoleon, s.used]).toEqual([['napoleon-1'], ['napoleon-2']])
    expect(() => useNapoleon(s, 'napoleon-2')).toThrow(/not held/)
  })
  it('only one French Corps marker may be held; it is played before a draw, as if just drawn', () => {
    let s = drawMarker(withCup(['fr-II', 'fr-I', 'aa-I']), first).state
    s = holdDrawn(s)
    expect([s.heldCorps, s.drawn]).toEqual(['fr-II', null])
    s = drawMarker(s, first).state
    expect(errorOf<RulesInputError>(() => holdDrawn(s)).message).toMatch(/Only one French Corps/)
    expect(() => playHeldCorps(s)).toThrow(/Play the marker drawn first/)
    s = playDrawn(s)
    s = playHeldCorps(s)
    expect([s.heldCorps, s.drawn]).toEqual([null, 'fr-II'])
    expect(() => playHeldCorps(playDrawn(s))).toThrow(/No French Corps marker is held/)
  })
  it('non-French markers cannot be held; a draw waits for the last marker to be played', () => {
    const s = drawMarker(withCup(['aa-I', 'wellington']), first).state
    expect(() => holdDrawn(s)).toThrow(/Only a drawn French Corps marker/)
    expect(() => holdDrawn(withCup(['fr-I']))).toThrow(/Only a drawn French Corps marker/)
    expect(() => drawMarker(s, first)).toThrow(/Play the marker drawn first/)
    expect(() => drawMarker(drawMarker(withCup(['fr-I', 'aa-I']), first).state, first)).toThrow(/Play or hold the marker drawn first/)
    expect(() => playDrawn(withCup([]))).toThrow(/No marker has been drawn/)
    expect(() => drawMarker(withCup([]), first)).toThrow(/The container is empty/)
  })
  it('each drawn marker says what to do', () => {
    expect(markerInstruction('fr-I')).toMatch(/or hold the marker/)
    expect(markerInstruction('napoleon-1')).toMatch(/Le Petite Caporal/)
    expect(markerInstruction('wellington')).toMatch(/^Rally one Anglo-Allied unit, then roll 11–66 on the Old Nosey Table/)
    expect(markerInstruction('blucher')).toMatch(/Alte Vorwarts/)
    expect(markerInstruction('aa-DET')).toMatch(/Detachment section/)
    expect(markerInstruction('aa-DET', true)).toMatch(/never move/)
    expect(markerInstruction('aa-II')).toMatch(/Corps Activation Table for this Corps\.$/)
    expect(markerInstruction('pr-III')).toMatch(/Thielemann uses/)
    expect(markerInstruction('aa-II', true)).toMatch(/as they wish/)
  })
})

describe('End Phase, Game Turn Track and Prussian arrival (C, H, I; ruling 46)', () => {
  it('the turn ends when the cup is empty; every marker, used and held, goes back in', () => {
    let s = emptyCup(setupCup({ firstTurn: 1 }), seededRandom(7))
    expect(canEndTurn(s)).toBe(true)
    expect(canEndTurn(withCup(['fr-I']))).toBe(false)
    s = endPhase(s)
    expect([...s.cup].sort()).toEqual([...SETUP_CUP].sort())
    expect([s.used, s.heldNapoleon, s.heldCorps, s.turnsPlayed]).toEqual([[], [], null, 1])
    expect(() => endPhase(withCup(['fr-I']))).toThrow(/Draw and play every marker/)
    expect(canEndTurn({ ...withCup([]), drawn: 'aa-I' })).toBe(false)
  })
  it('a held Corps marker returns to the cup at the End Phase', () => {
    const s = endPhase(withCup([], { heldCorps: 'fr-VI', used: ['fr-I'] }))
    expect(s.cup).toEqual(['fr-I', 'fr-VI'])
  })
  it('Reverse Slope: removed at the End Phase of the second turn played, even after a rainy start', () => {
    let s = withCup([], { gameTurn: 3 })
    s = endPhase(s)
    expect(s.reverseSlope).toBe(true)
    s = endPhase({ ...advanceTurn(s), cup: [] })
    expect(s.reverseSlope).toBe(false)
    expect(endPhase(withCup([], { gameTurn: 3 }), { reverseSlope: 'game turns 1-2' }).reverseSlope).toBe(false)
    expect(endPhase(withCup([], { gameTurn: 1 }), { reverseSlope: 'game turns 1-2' }).reverseSlope).toBe(true)
    expect(endPhase(withCup([], { gameTurn: 2 }), { reverseSlope: 'game turns 1-2' }).reverseSlope).toBe(false)
  })
  it('advancing into a box with Prussian markers puts them into the cup (turn 10: Bulow)', () => {
    let s = withCup([], { gameTurn: 9 })
    s = advanceTurn(s)
    expect([s.gameTurn, s.cup, s.arrived, s.track]).toEqual([10, ['pr-IV'], ['pr-IV'], { 'pr-II': 11, 'pr-I': 12 }])
    s = advanceTurn(advanceTurn(s))
    expect([s.gameTurn, s.arrived]).toEqual([12, ['pr-IV', 'pr-II', 'pr-I']])
  })
  it('after Game Turn 12 the game is over', () => {
    const s = advanceTurn(withCup([], { gameTurn: 12 }))
    expect([s.gameOver, s.gameTurn]).toEqual([true, 12])
    expect(() => advanceTurn(s)).toThrow(/The game is over/)
    expect(() => drawMarker(s, first)).toThrow(/The game is over/)
  })
  it('Blucher moves a marker; moved into the Game Turn box it arrives at once', () => {
    const s = withCup([], { gameTurn: 7 })
    expect(movePrussianMarker(s, 'pr-IV', 9).track['pr-IV']).toBe(9)
    const arrived = movePrussianMarker(s, 'pr-IV', 7)
    expect([arrived.cup, arrived.track['pr-IV']]).toEqual([['pr-IV'], undefined])
    expect(() => movePrussianMarker(arrived, 'pr-IV', 7)).toThrow(/not on the Game Turn Track/)
    expect(() => movePrussianMarker(s, 'pr-II', 0)).toThrow(/toBox/)
  })
  it('Historical Prussian Arrival: the markers never move (Q)', () => {
    expect(() => movePrussianMarker(setupCup({ firstTurn: 1, historicalPrussianArrival: true }), 'pr-IV', 5)).toThrow(/designated Game Turn/)
    expect(setupCup({ firstTurn: 1 }).prussianTrackFixed).toBe(false)
  })
  it('Thielemann moves only after Ziethen has first moved (M-3)', () => {
    let s = setupCup({ firstTurn: 6, whereIsGrouchy: true })
    expect(() => movePrussianMarker(s, 'pr-III', 11)).toThrow(/only after the Ziethen marker/)
    s = movePrussianMarker(s, 'pr-I', 11)
    expect(s.thielemannUnderZiethen).toBe(false)
    expect(movePrussianMarker(s, 'pr-III', 10).track['pr-III']).toBe(10)
    expect(movePrussianMarker(setupCup({ firstTurn: 6, whereIsGrouchy: true }), 'pr-IV', 9).thielemannUnderZiethen).toBe(true)
  })
  it('Grouchy\'s arrival adds four French Corps markers, once', () => {
    const s = addGrouchyMarkers(withCup([]))
    expect(s.cup).toEqual(['fr-III', 'fr-IV', 'fr-IC', 'fr-IIC'])
    expect(() => addGrouchyMarkers(s)).toThrow(/already arrived/)
    expect(() => addGrouchyMarkers(withCup([], { used: ['fr-IC'] }))).toThrow(/already arrived/)
  })
  it('turn times: #1 9:00 am, #3 11:00 am, #4 12:00 pm, #6 2:00 pm, #12 8:00 pm', () => {
    expect([1, 3, 4, 6, 12].map(turnTime)).toEqual(['9:00 am', '11:00 am', '12:00 pm', '2:00 pm', '8:00 pm'])
    expect(() => turnTime(13)).toThrow(/1–12/)
    expect(() => turnTime(0)).toThrow(/1–12/)
  })
})

describe('Prussian entry (I, M-5)', () => {
  it('Bulow 2011 (2009 if a French Corps used 2011), Pirch I 2009, Ziethen 2003', async () => {
    const { prussianEntryHex, PRUSSIAN_ARRIVAL_STEPS } = await import('./markers')
    expect([prussianEntryHex('pr-IV'), prussianEntryHex('pr-IV', true), prussianEntryHex('pr-II', true), prussianEntryHex('pr-I')]).toEqual(['2011', '2009', '2009', '2003'])
    expect(PRUSSIAN_ARRIVAL_STEPS).toHaveLength(5)
  })
})
