/**
 * Writes tests/fixtures/played/<ruleset>.battle.json: a short battle of each ruleset PLAYED through the drafts
 * the screens dispatch (each ruleset's own ops functions and testkit units), recorded the way the battle store
 * records them (seq, at, the draft's kind/label/by/ops/dice/detail, then checked by ActionSchema), and
 * exported with toBattleFile exactly as "Save file" does. The import fuzz (tests/importFuzz.spec.ts,
 * scripts/fuzzImport.ts) mutates these. Run: npx vite-node scripts/fuzzPlayed.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import * as v from 'valibot'
import { seededRandom } from '@/engine/core/random'
import { findTroopType } from '@/engine/wargaming/data/nationalCharacteristics'
import { toBattleFile } from '@/model/exportFile'
import { applyOps, initialState } from '@/model/fold'
import { issueMessage } from '@/model/issues'
import { createSetup } from '@/model/newBattle'
import { parseBattleFileText } from '@/model/restore'
import { ActionSchema } from '@/model/schema'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleState } from '@/model/types'
import { KNOWN_RULESETS } from '@/rulesets/known'
import * as bgCards from '@/rulesets/boardgame/cards/cardOps'
import * as bgUnits from '@/rulesets/boardgame/unitOps'
import * as miniUnits from '@/rulesets/miniatures/unitOps'
import * as seriesLeaders from '@/rulesets/series/leaderForm'
import * as seriesUnits from '@/rulesets/series/unitOps'
import { BATTERY, FOOT, LEADER, LINE } from '@/rulesets/series/testkit'
import { nextPhaseDraft } from '@/rulesets/series/turn'
import { addLeader, markCinC } from '@/rulesets/wargaming/leaders'
import { addUnit } from '@/rulesets/wargaming/roster'
import { addCasualty } from '@/rulesets/wargaming/rosterDamage'
import { decksDraft as wgDecks } from '@/rulesets/wargaming/turnDeck'
import { attackerDraft } from '@/rulesets/wargaming/turnStart'
import * as wlCup from '@/rulesets/waterloo/cupOps'
import { DEFAULT_SETUP, setupDraft } from '@/rulesets/waterloo/setup'
import { stepLossDraft } from '@/rulesets/waterloo/stepOps'

type Step = (state: BattleState) => ActionDraft | null

const T0 = Date.UTC(2026, 10, 27, 9, 0, 0)

function play(ruleset: string, name: string, steps: readonly Step[], options = {}): string {
  const setup = createSetup({ name, ruleset, sides: [{ name: 'Armée du Nord', nationality: 'French' }, { name: 'Anglo-Allied army', nationality: 'British' }], options }, `played-${ruleset}`, T0, KNOWN_RULESETS)
  let state = initialState(setup)
  const log: Action[] = []
  for (const step of steps) {
    const draft = step(state)
    if (!draft) continue
    const parsed = v.safeParse(ActionSchema, { ...draft, seq: log.length + 1, at: T0 + 60_000 * (log.length + 1) })
    if (!parsed.success) throw new Error(`${ruleset}: ${issueMessage(parsed.issues)}`)
    state = { ...applyOps(state, parsed.output.ops), seq: parsed.output.seq }
    log.push(parsed.output)
  }
  const text = JSON.stringify(toBattleFile(setup, log, T0 + 3_600_000), null, 1)
  const back = parseBattleFileText(text, KNOWN_RULESETS)
  if (!back.ok) throw new Error(`${ruleset}: the played battle does not import: ${back.message}`)
  return text
}

const unit = (s: BattleState, id: string) => s.units[id]!
const rng = seededRandom(1815)
const line = (nation: string) => findTroopType(nation, 'Infantry', 'Line')

const BATTLES: Record<string, () => string> = {
  wargaming: () => play('wargaming', 'Quatre Bras', [
    () => addLeader({ id: 'ney', side: 'a', name: 'Ney', nation: 'French', ratings: { leadership: 3, morale: 5, commandIndecision: 2 }, level: 'army', provenance: 'as printed' }),
    () => addLeader({ id: 'wel', side: 'b', name: 'Wellington', nation: 'British/KGL', ratings: { leadership: 5, morale: 3, commandIndecision: 1 }, level: 'army', provenance: 'as printed' }),
    (s) => markCinC(s, unit(s, 'ney')),
    (s) => markCinC(s, unit(s, 'wel')),
    () => addUnit({ id: 'u1', side: 'a', name: '45e Ligne', troop: line('French'), provenance: 'as printed', changes: { commandId: 'ney' } }),
    () => addUnit({ id: 'u2', side: 'b', name: '92nd Foot', troop: line('British/KGL'), provenance: 'as printed', changes: { commandId: 'wel' } }),
    (s) => attackerDraft(s, 'a'),
    (s) => wgDecks(s, rng, 'app'),
    (s) => addCasualty(unit(s, 'u2'), 'damaged'),
    (s) => addCasualty(unit(s, 'u2'), 'removed'),
  ]),
  miniatures: () => play('miniatures', 'Ligny', [
    () => miniUnits.addUnitDraft('a', 'french-infantry', '45e Ligne', 'French', 'u1'),
    () => miniUnits.addUnitDraft('b', 'english-infantry', '92nd Foot', 'English', 'u2'),
    () => miniUnits.addUnitDraft('b', 'light-cavalry', '10th Hussars', 'English', 'u3'),
    () => miniUnits.addUnitDraft('a', 'general', 'Ney', 'French', 'u4'),
    (s) => bgCards.decksDraft(s, 'ligny', 0, 'app', rng),
    (s) => bgCards.dealDraft(s),
    (s) => miniUnits.disorderDraft(unit(s, 'u2'), 2, 'fire from 45e Ligne'),
    (s) => miniUnits.disorderDraft(unit(s, 'u3'), 3, 'fire from 45e Ligne'),
  ]),
  boardgame: () => play('boardgame', 'Quatre Bras', [
    (s) => bgUnits.addUnitDraft(s, { side: 'a', type: 'line-infantry', name: '2e Léger', nation: 'French', elements: 4, general: 'Reille' }, 'u1'),
    (s) => bgUnits.addUnitDraft(s, { side: 'a', type: 'heavy-cavalry', name: 'Cuirassiers', nation: 'French', elements: 3, general: '' }, 'u2'),
    (s) => bgUnits.addUnitDraft(s, { side: 'b', type: 'line-infantry', name: '92nd Foot', nation: 'English', elements: 4, general: '' }, 'u3'),
    (s) => bgUnits.addUnitDraft(s, { side: 'b', type: 'light-artillery', name: 'Rogers', nation: 'English', elements: 2, general: '' }, 'u4'),
    (s) => bgCards.decksDraft(s, 'quatre-bras', 0, 'app', rng),
    (s) => bgCards.dealDraft(s),
    (s) => bgUnits.editDraft(unit(s, 'u3'), '92nd Foot', 3),
    (s) => bgUnits.squareDraft(unit(s, 'u3'), true),
  ]),
  waterloo: () => play('waterloo', 'Waterloo', [
    (s) => setupDraft(s, { ...DEFAULT_SETUP, start: 'no rain' }),
    (s) => wlCup.drawDraft(s, rng),
    (s) => stepLossDraft(Object.values(s.units).find((u) => u.side === 'b')!, 1, 'bombardment', s.setup.rulings, false),
    (s) => stepLossDraft(Object.values(s.units).find((u) => u.side === 'a')!, 2, 'close combat', s.setup.rulings, false),
  ]),
  series: () => play('series', 'Mont-Saint-Jean', [
    () => seriesUnits.addUnitDraft('a', LINE, 'u1'),
    () => seriesUnits.addUnitDraft('a', BATTERY, 'u2'),
    () => seriesUnits.addUnitDraft('b', FOOT, 'u3'),
    () => seriesLeaders.addLeaderDraft('a', LEADER, 'l1'),
    (s) => seriesUnits.stepsDraft(unit(s, 'u3'), 4),
    (s) => seriesUnits.formationDraft(unit(s, 'u1'), 'column', 1),
    (s) => nextPhaseDraft(s),
    (s) => nextPhaseDraft(s),
  ]),
}

mkdirSync('tests/fixtures/played', { recursive: true })
for (const [id, make] of Object.entries(BATTLES)) {
  const text = make()
  writeFileSync(`tests/fixtures/played/${id}.battle.json`, `${text}\n`)
  console.log(`${id}: ${(JSON.parse(text) as { actions: unknown[] }).actions.length} actions`)
}
