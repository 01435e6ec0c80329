import { describe, expect, it } from 'vitest'
import { foldSequence } from '../../core/sequence'
import { allowance, boardgameSequence as seq, cardAllows, firstThisRound, INITIAL, kindOf, moveAllowance, precedingCard, sectorsFit, step, unitsAble, type BgEvent } from '.'

const at = (v: { verdict: string; section?: string }) => (v.verdict === 'allowed' ? 'allowed' : `${v.verdict}: ${v.section}`)
const U = (id: string, side: 'a' | 'b', type: string, sector: 'left' | 'centre' | 'right' | null, more: Partial<Extract<BgEvent, { t: 'unit' }>> = {}): BgEvent =>
  ({ t: 'unit', id, side, type, nation: side === 'a' ? 'French' : 'Prussian', sector, square: false, general: '', elements: 4, out: false, ...more })

describe('the pieces of the boardgame sequence (seed 000, 6.1, 3.1, Reference Sheet)', () => {
  it('6.1: how far each type moves, and how far it may move and still fire', () => {
    expect(moveAllowance('line-infantry')).toEqual({ most: 2, andFire: 1 })
    expect(moveAllowance('elite-infantry')).toEqual({ most: 2, andFire: 1 })
    expect(moveAllowance('light-cavalry')).toEqual({ most: 3, andFire: 3 })
    expect(moveAllowance('heavy-artillery')).toEqual({ most: 1, andFire: 0 })
    expect(moveAllowance('horse-artillery')).toEqual({ most: 2, andFire: 2 })
    expect(moveAllowance('skirmisher')).toEqual({ most: 1, andFire: 1 })
    expect(moveAllowance('general')).toEqual({ most: 3, andFire: 0 })
    expect(moveAllowance('garrison')).toEqual({ most: 0, andFire: 0 })
    expect(moveAllowance('nonsense')).toEqual({ most: 0, andFire: 0 })
    expect(kindOf('nonsense')).toBeUndefined()
    expect(kindOf('general')).toBe('general')
  })

  it('3.1 and the Reference Sheet: what each card orders, in its own words', () => {
    expect(cardAllows('attacco-coordinato')).toMatchObject({ sectors: 'any', count: 'card', special: false, text: 'Coordinated Attack: move and/or fire any unit or general in any sector; how many units is printed on the card' })
    expect(cardAllows('sondaggio-sx').text).toBe('Probe on the Left flank: move and/or fire any unit or general in the left flank; how many units is printed on the card')
    expect(cardAllows('assalto-centrale').text).toBe('Assault in the Center: move and/or fire any unit or general in the centre; how many units is printed on the card')
    expect(cardAllows('rally')).toMatchObject({ special: true, count: 1, orders: ['rally'], twice: false, leadership: false, fightAfterTwo: false })
    expect(cardAllows('leadership')).toMatchObject({ leadership: true, kinds: ['general'] })
    expect(cardAllows('bombardamento')).toMatchObject({ twice: true, kinds: ['artillery'] })
    expect(cardAllows('marce-forzate')).toMatchObject({ fightAfterTwo: true, sectors: 'one' })
    expect(cardAllows('senza-rifornimento')).toMatchObject({ count: 0, kinds: [] })
    expect(cardAllows('nonsense')).toMatchObject({ kinds: [], count: 0, orders: [], special: false, text: 'nonsense: not a command card' })
    expect(sectorsFit('any', ['left', 'right'])).toBe(true)
    expect(sectorsFit('one', ['left'])).toBe(true)
    expect(sectorsFit('one', ['left', 'left'])).toBe(true)
    expect(sectorsFit('one', ['left', 'centre'])).toBe(false)
    expect(sectorsFit('two adjacent', ['left', 'centre'])).toBe(true)
    expect(sectorsFit('two adjacent', ['left', 'right'])).toBe(false)
    expect(sectorsFit('two adjacent', ['right'])).toBe(true)
    expect(sectorsFit('left', ['left'])).toBe(true)
    expect(sectorsFit('left', ['left', 'centre'])).toBe(false)
  })

  it('folds facts field by field; an order or fire of an unknown unit changes nothing', () => {
    let s = step(INITIAL, { t: 'unit', id: 'x' })
    expect(s.units['x']).toEqual({ side: 'a', type: 'line-infantry', nation: '', sector: null, square: false, general: '', elements: 1, out: false, absorbed: false })
    s = step(s, { t: 'unit', id: 'x', side: 'b', elements: 3 })
    expect(s.units['x']).toMatchObject({ side: 'b', elements: 3, type: 'line-infantry' })
    expect(step(s, { t: 'order', unit: 'nobody', order: 'hold' })).toBe(s)
    expect(step(s, { t: 'fire', unit: 'nobody' })).toBe(s)
  })

  it('who may play, deal and say done; counter-attacks; a special action by the wrong arm; Short of Supply orders nobody', () => {
    const base: BgEvent[] = [U('fi', 'a', 'line-infantry', 'left'), U('fa', 'a', 'light-artillery', 'left'), U('fg', 'a', 'general', 'left'), U('pi', 'b', 'line-infantry', 'right'), U('pg', 'b', 'garrison', 'right'), { t: 'deal' }]
    let s = foldSequence(seq, base)
    expect(precedingCard(s, 'a')).toBeNull()
    s = step(s, { t: 'play', side: 'a', card: 'sondaggio-sx' })
    expect(at(seq.ask(s, { q: 'play', side: 'b', card: 'contrattacco' }, []))).toBe('forbidden: seed 000, Reference Sheet: Counter-attack') // not this round's card
    s = step(s, { t: 'play', side: 'b', card: 'senza-rifornimento' })
    expect(unitsAble(s, 'b')).toBe(0)
    expect(allowance(s, 'b')).toBe(0)
    expect(seq.where(s)).toBe('Hour 1 · round 1 · French order first') // the Allies' card orders nobody of theirs
    expect(at(seq.ask(s, { q: 'fire', unit: 'pi' }, []))).toBe('forbidden: seed 000, Reference Sheet: Short of Supply')
    expect(at(seq.ask(s, { q: 'special', unit: 'pg' }, []))).toBe('forbidden: seed 000, 9.41 Special Actions')
    expect(at(seq.ask(s, { q: 'special', unit: 'nobody' }, []))).toBe('forbidden: seed 000, 9.31')
    expect(at(seq.ask(s, { q: 'order', unit: 'nobody', order: 'hold' }, []))).toBe('forbidden: seed 000, 9.31')
    expect(at(seq.ask(s, { q: 'order', unit: 'pg', order: 'move', hexes: 1 }, []))).toBe('forbidden: seed 000, 6.1 Movement: Garrisons')
    expect(at(seq.ask(s, { q: 'order', unit: 'fa', order: 'skirmisher' }, []))).toBe('forbidden: seed 000, 6.1 Movement: Skirmishers')
    expect(at(seq.ask(s, { q: 'order', unit: 'fg', order: 'rally' }, []))).toBe('forbidden: seed 000, Reference Sheet: Rally')
    expect(at(seq.ask(s, { q: 'order', unit: 'fi', order: 'leave-square' }, []))).toBe('forbidden: seed 000, 6.1 Movement')
    expect(at(seq.ask(s, { q: 'order', unit: 'fa', order: 'move', hexes: 2 }, []))).toBe('players: seed 000, 6.1 Movement: Roads')
    s = step(s, { t: 'order', unit: 'fa', order: 'move', hexes: 1 })
    expect(at(seq.ask(s, { q: 'fire', unit: 'fa' }, []))).toBe('forbidden: seed 000, 6.1 Movement')
    s = step(s, { t: 'done', side: 'a' })
    expect(seq.where(s)).toBe('Hour 1 · round 1 over · both play a card for round 2 of 6')
    expect(precedingCard(s, 'b')).toBe('sondaggio-sx')
    expect(at(seq.ask(s, { q: 'play', side: 'b', card: 'contrattacco' }, []))).toBe('allowed')
    expect(at(seq.ask(s, { q: 'play', side: 'a', card: 'contrattacco' }, []))).toBe('forbidden: seed 000, Reference Sheet: Counter-attack') // Short of Supply
    s = step(s, { t: 'play', side: 'b', card: 'contrattacco', actedAs: 'sondaggio-dx' })
    expect(precedingCard(s, 'a')).toBe('senza-rifornimento')
    expect(precedingCard(s, 'b')).toBeNull() // its next card follows this round, whose French card is not down yet
    expect(seq.where(s)).toBe('Hour 1 · round 2 · French to play a card')
    expect(at(seq.ask(s, { q: 'play', side: 'b' }, []))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
    // Prussian infantry deploys no skirmisher (6.1: French, English, élite of other armies)
    s = step(s, { t: 'play', side: 'a', card: 'attacco-coordinato' })
    expect(at(seq.ask(s, { q: 'order', unit: 'pi', order: 'skirmisher' }, []))).toBe('forbidden: seed 000, 6.1 Movement: Skirmishers')
    // A Counter-attack is one of the 24 Special Order cards (Reference Sheet: "3 Contrattacco (Counter-Attack)"), whatever
    // card it mirrors; 5.1: "if one player plays a special order card, he goes first": the Allies give the first order.
    expect(firstThisRound(s)).toBe('b')
    expect(at(seq.ask(s, { q: 'order', unit: 'pi', order: 'move', hexes: 1 }, []))).toBe('allowed')
  })

  it('six hours at most (4.1)', () => {
    const ev: BgEvent[] = []
    for (let h = 0; h < 6; h++) ev.push({ t: 'deal' })
    expect(at(seq.ask(foldSequence(seq, ev), { q: 'deal' }, []))).toBe('forbidden: seed 000, 4.1 Length of the Battle')
    expect(at(seq.ask(foldSequence(seq, [{ t: 'deal' }]), { q: 'done', side: 'a' }, []))).toBe('forbidden: seed 000, 5.1 Battle Rounds')
  })
})
