import { describe, expect, it } from 'vitest'
import { CORPS } from './corps'
import { MARKERS } from './markers'
import { ORDER_OF_BATTLE } from './orderOfBattle'
import { OWNER_PROCEDURES, OWNER_TABLES } from './ownerTables'
import { waterlooRuling, WATERLOO_RULINGS } from './rulings'
import { SCENARIOS } from './scenarios'

/** The words a screen shows: every one present, in the rules' terms. */
describe('names and words shown to the players', () => {
  it('every ruling has a title, a question and labelled options; defaults as RULES.md', () => {
    for (const r of WATERLOO_RULINGS) {
      expect(r.title.length, r.id).toBeGreaterThan(8)
      expect(r.question.length, r.id).toBeGreaterThan(20)
      for (const o of r.options) expect([o.value.length, o.label.length > 10], r.id).toEqual([expect.any(Number), true])
      expect(r.options.every((o) => o.value !== ''), r.id).toBe(true)
    }
    expect(WATERLOO_RULINGS.map((r) => `${r.id}=${waterlooRuling(r.id)}`)).toEqual(['targetNumber=enemy ER', 'reRollConfident=never', 'erClamp=sum then clamp',
      'lateLossRetreat=per loss', 'floorOfOne=stops at 1', 'blownHorsesOrder=with the combat losses', 'rallyLate=fourth step', 'pasDeChargeForcedMarch=add',
      'desultoryCanister=canister', 'reverseSlope=first two played', 'grouchyModifier=from turn 6', 'detachmentsMarker=in cup'])
    expect(waterlooRuling('erClamp', { erClamp: 'clamp each' })).toBe('clamp each')
    expect(waterlooRuling('erClamp', { erClamp: 'nonsense' })).toBe('sum then clamp')
    expect(() => waterlooRuling('nope')).toThrow(/No Waterloo ruling "nope"/)
  })
  it('marker names as the text calls the Corps and commanders', () => {
    expect(Object.values(MARKERS).map((m) => `${m.id}:${m.name}:${m.kind}:${m.army}`)).toEqual([
      'fr-I:D\'Erlon I Corps:french-corps:French', 'fr-II:Reille II Corps:french-corps:French', 'fr-VI:Lobau VI Corps:french-corps:French',
      'fr-IIIC:Kellerman III Cav Corps:french-corps:French', 'fr-IVC:Milhaud IV Cav Corps:french-corps:French', 'fr-IG:Drouot Imperial Guard:french-corps:French',
      'fr-III:Vandamme III Corps:french-corps:French', 'fr-IV:Gerard IV Corps:french-corps:French', 'fr-IC:Pajol I Cav Corps:french-corps:French',
      'fr-IIC:Exelmans II Cav Corps:french-corps:French', 'napoleon-1:Napoleon:napoleon:French', 'napoleon-2:Napoleon:napoleon:French',
      'aa-I:Prince of Orange I Corps:allied-corps:Anglo-Allied', 'aa-II:Hill II Corps:allied-corps:Anglo-Allied', 'aa-RC:Wellington Reserve Corps:allied-corps:Anglo-Allied',
      'aa-CC:Uxbridge Cavalry Corps:allied-corps:Anglo-Allied', 'aa-DET:Detachments:allied-corps:Anglo-Allied', 'wellington:Wellington:commander:Anglo-Allied',
      'blucher:Blucher:commander:Prussian', 'pr-I:Ziethen I Corps:prussian-corps:Prussian', 'pr-II:Pirch I II Corps:prussian-corps:Prussian',
      'pr-III:Thielemann III Corps:prussian-corps:Prussian', 'pr-IV:Bulow IV Corps:prussian-corps:Prussian'])
  })
  it('Corps: every marker exists; Grouchy\'s Corps flagged', () => {
    for (const c of CORPS) expect(MARKERS[c.marker].id).toBe(c.id)
    expect(CORPS.filter((c) => c.grouchy).map((c) => c.commander)).toEqual(['Thielemann', 'Vandamme', 'Gerard', 'Pajol', 'Exelmans'])
    expect(CORPS.filter((c) => c.army === 'Prussian').map((c) => `${c.commander} ${c.name}`)).toEqual(['Bulow IV Corps', 'Pirch I II Corps', 'Ziethen I Corps', 'Thielemann III Corps'])
  })
  it('scenarios: titles and summaries in the text\'s words', () => {
    expect(SCENARIOS.map((s) => s.title)).toEqual(['Vive L\'Empereur! (standard game)', 'No Rain', 'Historical Start', 'Merde! Napoleon Has A Really Bad Day',
      'Where Is Grouchy?', 'New Waterloo', 'Two-Player Scenario', 'Historical Prussian Arrival'])
    for (const s of SCENARIOS) expect(s.summary.length, s.id).toBeGreaterThan(30)
    expect(SCENARIOS.map((s) => s.options)).toEqual([{}, { start: 'no rain' }, { start: 'historical start' }, { start: 'merde' }, { whereIsGrouchy: true },
      { newWaterloo: true }, { twoPlayer: true }, { historicalPrussianArrival: true }])
  })
  it('owner-entered tables and procedures are named as the text names them', () => {
    expect(OWNER_TABLES.map((t) => t.title)).toEqual(['Anglo-Allied/Prussian Corps Activation Table', 'Old Nosey Table (Wellington)', 'Alte Vorwarts Table (Blucher)'])
    expect(OWNER_PROCEDURES.map((p) => p.id)).toEqual(['le-petite-caporal', 'detachments', 'prussian-track', 'priorities', 'reverse-slope'])
    for (const p of OWNER_PROCEDURES) expect(p.title.length, p.id).toBeGreaterThan(15)
    for (const p of OWNER_PROCEDURES) expect(p.rule.section.length, p.id).toBeGreaterThan(2)
  })
  it('every order-of-battle note is a sentence; every unit cites L Game Setup', () => {
    for (const u of ORDER_OF_BATTLE) {
      for (const n of u.notes ?? []) expect(n.length, u.name).toBeGreaterThan(15)
      expect(u.rule).toEqual({ seed: '002', section: 'L Game Setup' })
    }
    expect(ORDER_OF_BATTLE.filter((u) => u.notes).length).toBe(18)
    expect(ORDER_OF_BATTLE.map((u) => u.id).slice(0, 3)).toEqual(['aa-chasse', 'aa-cooke', 'aa-kielmansegge'])
    expect(ORDER_OF_BATTLE.find((u) => u.name === '1/Brunswick')!.id).toBe('aa-1-brunswick')
    expect(ORDER_OF_BATTLE.find((u) => u.name === 'L\'Hertier')!.id).toBe('fr-l-hertier')
  })
})
