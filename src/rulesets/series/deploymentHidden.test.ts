import { describe, expect, it } from 'vitest'
import { applyOps } from '@/model/fold'
import { hiddenDeckProblem, joinSecret, otherSideSecretProblem, splitSecret } from '@/model/secret'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState, SideId } from '@/model/types'
import { undeployedLeaders } from '@/engine/series/strategicDeployment'
import { seriesBattleProblem } from './battleSchema'
import { countersInHand, DEFAULT_START, deployDraft, deploymentOf, endDeploymentDraft, faceUpDraft, squareShows, startDeploymentDraft, toTurnFaceUp } from './deploymentOps'
import { addLeaderDraft } from './unitOps'
import { apply, LEADER, smallBattle } from './testkit'

/**
 * seed 001, 18.2: the counters go on the map "face down"; 18.4: face up once the deployment ends. On a shared
 * battle each action is split (src/model/secret.ts); each phone folds the public copy joined with the parts it
 * holds: the umpire both sides', a player's phone its own side's. These tests play the same actions on three.
 */
type Phone = 'umpire' | SideId
const HOLDS: Record<Phone, readonly SideId[]> = { umpire: ['a', 'b'], a: ['a'], b: ['b'] }

function table(start: BattleState) {
  const phones: Record<Phone, BattleState> = { umpire: start, a: start, b: start }
  const labels: Record<Phone, string[]> = { umpire: [], a: [], b: [] }
  const pubs: string[] = []
  let seq = 0
  return {
    phones, labels, pubs,
    /** A tap on `on`'s phone: refused there as the store would (another side's secret, a masked value), else shared. */
    play(on: Phone, make: (s: BattleState) => ActionDraft) {
      const here = phones[on]
      const draft = make(here)
      expect(hiddenDeckProblem(here, draft.ops)).toBeNull()
      if (on !== 'umpire') expect(otherSideSecretProblem(here.setup, draft.ops, on)).toBeNull()
      const action: Action = { ...draft, id: `x${++seq}`, seq, at: 0 }
      const { public: pub, secrets } = splitSecret(action, here, here.setup)
      pubs.push(JSON.stringify(pub))
      for (const p of Object.keys(phones) as Phone[]) {
        const seen = joinSecret(pub, secrets.filter((s) => HOLDS[p].includes(s.side)))
        phones[p] = { ...applyOps(phones[p], seen.ops), seq: phones[p].seq + 1 }
        labels[p].push(seen.label)
      }
    },
  }
}

/** Reille (l1) and d'Erlon (l3) French, Hill (l2) British; a grid of 2 rows so the edges touch. */
function started() {
  let s = smallBattle()
  s = apply(s, addLeaderDraft('b', { ...LEADER, name: 'Hill', corps: 'II' }, 'l2'))
  s = apply(s, addLeaderDraft('a', { ...LEADER, name: "d'Erlon", corps: 'III' }, 'l3'))
  const t = table(s)
  t.play('umpire', (x) => startDeploymentDraft(x, { ...DEFAULT_START('a'), rows: 2 }))
  return t
}

describe('face-down counters on a shared battle (18.2, 18.4, issue 25)', () => {
  it('the enemy phone reads an anonymous counter in the square and a log line naming no one; the side and the umpire read the name', () => {
    const t = started()
    t.play('a', (s) => deployDraft(s, 'l1', [0, 1]))
    expect(t.labels.b.at(-1)).toBe('A French corps commander enters at row 1, column 2 (18.2)')
    expect(t.labels.a.at(-1)).toBe('Reille (corps I) enters at row 1, column 2 (18.2)')
    expect(t.labels.umpire.at(-1)).toBe('Reille (corps I) enters at row 1, column 2 (18.2)')
    const seen = deploymentOf(t.phones.b)!
    expect(seen.faceDown).toEqual(['a'])
    expect(squareShows(t.phones.b, seen, [0, 1], 'b')).toBe('1 face down')
    expect([countersInHand(seen, 'a'), countersInHand(seen, 'b')]).toEqual([1, 1]) // d'Erlon in hand, not named
    expect(squareShows(t.phones.b, seen, [0, 1], 'umpire')).toBe('1 face down') // a placeholder is never named
    expect(squareShows(t.phones.umpire, deploymentOf(t.phones.umpire)!, [0, 1], 'umpire')).toBe('Reille')
    expect(squareShows(t.phones.a, deploymentOf(t.phones.a)!, [0, 1], 'a')).toBe('Reille')
    // The public copy holds the squares, never which leader stands in them.
    expect(JSON.parse(t.pubs.at(-1)!).ops[0].patch['deployment.a']).toEqual({ secretOf: 'a', shown: { counters: [[0, 1]] }, hidden: '?' })
    expect(t.pubs.join('\n')).not.toMatch(/Reille|"l1":\[/)
  })

  it("the enemy phone's checks still see the face-down counter: an enemy-occupied square is refused, and it cannot move the enemy's counters", () => {
    const t = started()
    t.play('a', (s) => deployDraft(s, 'l1', [0, 0]))
    t.play('b', (s) => deployDraft(s, 'l2', [1, 0]))
    expect(t.labels.a.at(-1)).toBe('A British/KGL corps commander enters at row 2, column 1 (18.2)')
    t.play('a', (s) => deployDraft(s, 'l3', [0, 1]))
    expect(() => deployDraft(t.phones.b, 'l2', [0, 0])).toThrow('The square is occupied by the enemy.')
    t.play('b', (s) => deployDraft(s, 'l2', [1, 1]))
    expect(t.labels.a.at(-1)).toBe('A British/KGL corps commander moves to row 2, column 2 (18.2)')
    t.play('a', (s) => deployDraft(s, 'l1', [1, 0]))
    expect(t.labels.b.at(-1)).toBe('A French corps commander moves to row 2, column 1 (18.2)')
    expect(squareShows(t.phones.b, deploymentOf(t.phones.b)!, [1, 0], 'b')).toBe('1 face down')
    expect(() => deployDraft(t.phones.b, 'l2', [0, 1])).toThrow('The square is occupied by the enemy.')
    expect(() => deployDraft(t.phones.b, 'l2', [1, 0])).toThrow('The square is occupied by the enemy.')
    t.play('b', (s) => deployDraft(s, 'l2', [1, 2]))
    // The French to play: the British phone holds their counters face down and may not move one.
    const placeholder = Object.keys(deploymentOf(t.phones.b)!.leaders).find((id) => deploymentOf(t.phones.b)!.leaders[id]!.side === 'a')!
    expect(() => deployDraft(t.phones.b, placeholder, [1, 0])).toThrow('Ney keep their counters face down on their own phone')
    expect(() => deployDraft(t.phones.b, 'l1', [1, 0])).toThrow('Ney keep their counters face down on their own phone')
  })

  it('ended on the umpire phone: every counter face up on every phone at once, the same reinforcements (18.5) by name', () => {
    const t = started()
    t.play('a', (s) => deployDraft(s, 'l1', [0, 1]))
    t.play('b', (s) => deployDraft(s, 'l2', [1, 1]))
    t.play('umpire', (s) => endDeploymentDraft(s))
    expect(t.labels.b.at(-1)).toBe("Strategic deployment ends (18.4); arrive as reinforcements (18.5): d'Erlon (corps III)")
    const all = (['umpire', 'a', 'b'] as const).map((p) => deploymentOf(t.phones[p])!)
    for (const d of all) expect(d).toEqual(all[0])
    expect(all[0]!.faceDown).toEqual([])
    expect(squareShows(t.phones.b, all[2]!, [0, 1], 'b')).toBe('Reille')
    expect(undeployedLeaders(all[2]!)).toEqual(['l3'])
    expect(toTurnFaceUp(all[1]!)).toEqual([])
  })

  it("ended on a player's phone: it turns its own face up, never writing the other's; the other side's phone turns its own; then all agree", () => {
    const t = started()
    t.play('a', (s) => deployDraft(s, 'l1', [0, 1]))
    t.play('b', (s) => deployDraft(s, 'l2', [1, 1]))
    t.play('a', (s) => endDeploymentDraft(s))
    expect(t.labels.umpire.at(-1)).toBe("Strategic deployment ends (18.4); arrive as reinforcements (18.5): d'Erlon (corps III)")
    expect(squareShows(t.phones.b, deploymentOf(t.phones.b)!, [0, 1], 'b')).toBe('Reille')
    expect(squareShows(t.phones.a, deploymentOf(t.phones.a)!, [1, 1], 'a')).toBe('1 face down')
    expect(toTurnFaceUp(deploymentOf(t.phones.a)!)).toEqual([])
    expect(toTurnFaceUp(deploymentOf(t.phones.b)!)).toEqual(['b'])
    expect(() => faceUpDraft(t.phones.a, 'b')).toThrow('Wellington keep their counters face down')
    t.play('b', (s) => faceUpDraft(s, 'b'))
    expect(Object.keys(JSON.parse(t.pubs.at(-1)!).ops[0].patch)).toEqual(['deployment.b.faceUp'])
    expect(t.labels.a.at(-1)).toBe('Wellington: leaders face up (18.4)')
    const all = (['umpire', 'a', 'b'] as const).map((p) => deploymentOf(t.phones[p])!)
    for (const d of all) expect(d).toEqual(all[0])
    expect(squareShows(t.phones.a, all[1]!, [1, 1], 'a')).toBe('Hill')
    expect(() => faceUpDraft(t.phones.b, 'b')).toThrow('face up already')
    for (const p of ['umpire', 'a', 'b'] as const) expect(seriesBattleProblem(t.phones[p])).toBeNull()
  })
})

describe('what the public copy gives away', () => {
  it('the squares in order of the map, not of the leaders, so the enemy cannot tell which counter is which', () => {
    const t = started()
    t.play('a', (s) => deployDraft(s, 'l3', [0, 2]))
    t.play('b', (s) => deployDraft(s, 'l2', [1, 0]))
    t.play('a', (s) => deployDraft(s, 'l1', [0, 3])) // Reille comes first among the leaders
    expect(JSON.parse(t.pubs.at(-1)!).ops[0].patch['deployment.a'].shown).toEqual({ counters: [[0, 2], [0, 3]] })
  })
  it('a side with no counter placed has nothing face down: the end writes nothing for it, and every phone lists its corps as reinforcements', () => {
    const t = started()
    t.play('a', (s) => deployDraft(s, 'l1', [0, 1]))
    t.play('a', (s) => endDeploymentDraft(s))
    expect(Object.keys(JSON.parse(t.pubs.at(-1)!).ops[0].patch).sort()).toEqual(['deployment', 'deployment.a.faceUp'])
    expect(t.labels.b.at(-1)).toBe("Strategic deployment ends (18.4); arrive as reinforcements (18.5): d'Erlon (corps III), Hill (corps II)")
    const all = (['umpire', 'a', 'b'] as const).map((p) => deploymentOf(t.phones[p])!)
    for (const d of all) expect(d).toEqual(all[0])
    expect(toTurnFaceUp(all[2]!)).toEqual([])
    expect(() => faceUpDraft(t.phones.b, 'b')).toThrow('Wellington have no counter on the map.')
  })
})

describe('deployment records: kept before, and checked', () => {
  const ids = (s: BattleState) => apply(s, addLeaderDraft('b', { ...LEADER, name: 'Hill', corps: 'II' }, 'l2'))
  it('a battle kept with one public deployment record still reads and goes on in it, every name public as before', () => {
    const legacy = { rows: 4, cols: 4, next: 'b', ended: false, leaders: { l1: { side: 'a', square: [0, 1] }, l2: { side: 'b', square: null } } }
    const s = { ...ids(smallBattle()), battle: { ...ids(smallBattle()).battle, deployment: legacy } }
    const d = deploymentOf(s)!
    expect([d.legacy, d.leaders.l1!.square, d.faceDown]).toEqual([true, [0, 1], []])
    const draft = deployDraft(s, 'l2', [3, 0])
    expect(draft.shown).toBeUndefined()
    expect(draft.ops[0]).toEqual({ op: 'battle.patch', patch: { deployment: { ...legacy, next: 'a', leaders: { ...legacy.leaders, l2: { side: 'b', square: [3, 0] } } } } })
    const ended = apply(apply(s, draft), endDeploymentDraft(apply(s, draft)))
    expect(deploymentOf(ended)).toMatchObject({ ended: true, faceUp: ['a', 'b'] })
    expect(seriesBattleProblem(ended)).toBeNull()
  })
  it("the series battle check refuses a per-side value naming no leader of that side, or not that side's", () => {
    const s = ids(smallBattle())
    const secret = (side: SideId, squares: object) => ({ secretOf: side, shown: { counters: [] }, hidden: { squares } })
    const with_ = (key: string, value: unknown) => ({ ...s, battle: { ...s.battle, [key]: value } }) as BattleState
    expect(seriesBattleProblem(with_('deployment.a', secret('a', { l1: [0, 0] })))).toBeNull()
    expect(seriesBattleProblem(with_('deployment.a', { secretOf: 'a', shown: { counters: [] }, hidden: '?' }))).toBeNull()
    expect(seriesBattleProblem(with_('deployment.a', secret('a', { l2: [0, 0] })))).toBe('battle.deployment.a: no unit "l2" of that side in this battle')
    expect(seriesBattleProblem(with_('deployment.a', secret('a', { ghost: [0, 0] })))).toContain('no unit "ghost"')
    expect(seriesBattleProblem(with_('deployment.a', secret('b', { l2: [0, 0] })))).toContain("not that side's secret")
    expect(seriesBattleProblem(with_('deployment.b.faceUp', { squares: { l1: [0, 0] } }))).toContain('no unit "l1"')
    expect(seriesBattleProblem(with_('deployment.b.faceUp', secret('b', { l2: [0, 0] })))).toContain('face up is for everyone')
    expect(seriesBattleProblem(with_('deployment.c', {}))).toContain('not a strategic deployment value')
  })
})
