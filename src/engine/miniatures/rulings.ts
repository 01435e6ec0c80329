import { rulingValue, type Ruling } from '../ruleset'

/**
 * RULES.md rulings for seeds 003/000 the owner can see. Each lists the reading the app applies first (the RULES.md
 * default); a ruling with one option is shown but the text leaves no other reading worth offering.
 */
export const MINIATURES_RULINGS: readonly Ruling[] = [
  { id: 'specialActionDice', title: 'Special-action dice', question: '"One die per segment or fraction": how many dice for a measured distance?', options: [
    { value: 'started segments', label: 'One per started 8 cm segment (ceil)' }] },
  { id: 'segmentBoundary', number: 22, title: 'Segment boundaries', question: 'A distance exactly on a boundary (8 cm, 16 cm …): the shorter count or the longer?', options: [
    { value: 'shorter', label: 'The shorter: 8.0 cm is one segment, engaged and close range; band n is 8(n−1) < d ≤ 8n cm' },
    { value: 'longer', label: 'The longer: 8.0 cm is past the first segment; band n is 8(n−1) ≤ d < 8n cm' }] },
  { id: 'fireValueModifiers', number: 23, title: 'Fire-value modifiers', question: 'Do the printed modifiers add up, and is there a floor?', options: [
    { value: 'cumulative, no floor', label: 'All add up with no floor; the calculator shows the sum' }] },
  { id: 'orderOfEffects', number: 24, title: 'Order of effects', question: 'Disorder points, removal and the retreat rules: in which order?', options: [
    { value: 'disorder first', label: 'The table’s disorder points first (at the limit: removed, no retreat, no conversion to disorder points); then built-up/general, square and artillery conversions; blocked: +1 disorder point' }] },
  { id: 'artilleryRetreatFromAfar', number: 25, title: 'Artillery pushed back from afar', question: 'Seed 003 §10.0 #6 speaks of an adjacent unit only: does artillery fired on from afar retreat?', options: [
    { value: 'ignores', label: 'Ignores the retreat (seed 000 §9.4 #11, which seed 003 keeps)' },
    { value: 'retreats', label: 'Retreats like any unit (seed 003 §10.0 read alone)' }] },
  { id: 'opportunityFire', number: 26, title: 'Artillery opportunity fire', question: 'What does the artillery fire with, and what does a retreat result do to the charge?', options: [
    { value: 'one-hit column', label: '1-hit column before contact; a retreat stops the cavalry 4 cm from the artillery’s centre without a fight; otherwise the charge goes on with its new disorder points' }] },
  { id: 'seed000Prohibitions', number: 27, title: 'What seed 000 forbids', question: 'Seed 003 prints (−2) for firing from a Stream/Swamp: may artillery fire from one, which seed 000 §8.5 forbids?', options: [
    { value: 'forbidden', label: 'No: seed 000 stands (cavalry never into or out of buildings, no artillery fire from a stream or marsh)' },
    { value: 'artillery fires from stream', label: 'Yes, at the printed (−2); cavalry and buildings stay forbidden' }] },
]

/** The ruling values the miniatures calculators read from their input (absent = the RULES.md default). */
export interface MiniaturesRulings {
  readonly segmentBoundary?: 'shorter' | 'longer'
  readonly artilleryRetreatFromAfar?: 'ignores' | 'retreats'
  readonly seed000Prohibitions?: 'forbidden' | 'artillery fires from stream'
}

/** A battle's chosen rulings (ids → values, as the Rulings tab stores them) as calculator input. */
export function miniaturesRulings(chosen: Readonly<Record<string, unknown>>): MiniaturesRulings {
  const value = (id: string) => rulingValue(MINIATURES_RULINGS.find((r) => r.id === id)!, chosen)
  return {
    segmentBoundary: value('segmentBoundary') as 'shorter' | 'longer',
    artilleryRetreatFromAfar: value('artilleryRetreatFromAfar') as 'ignores' | 'retreats',
    seed000Prohibitions: value('seed000Prohibitions') as 'forbidden' | 'artillery fires from stream',
  }
}
