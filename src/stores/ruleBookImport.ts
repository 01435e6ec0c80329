import { defineStore, getActivePinia } from 'pinia'
import { computed, ref, shallowRef } from 'vue'
import type { CarriedRuleBook } from '@/rulebook/carried'
import type { PackChoice, PackDiff, PackDiffEntry } from '@/rulebook/diffPack'
import type { RuleBookPack } from '@/rulebook/pack'
import type { RuleBookSpec } from '@/rulebook/types'

/** A pack read and compared with this phone's records, waiting for the owner's review. */
export interface PendingPack {
  readonly pack: RuleBookPack
  readonly spec: RuleBookSpec
  readonly diff: PackDiff
  /** Where it came from: a picked or pasted file, or an imported battle file's `ruleBook`. */
  readonly from: 'file' | 'battle'
}

/** A battle import's carried rule-book data, with the battle it came in. */
export type CarriedOffer = CarriedRuleBook & { readonly battleId: string | null }

const defaultFor = (d: Pick<PackDiffEntry, 'status'>): PackChoice => (d.status === 'new' ? 'take' : 'keep')

/**
 * The rule-book pack being imported (issue 24), for the Rule book screen (A2 renders it):
 *
 * - `pickFile(file, ruleset)` / `pickText(text, ruleset)`: reads a pack through restorePack (hostile, never
 *   throws) and stages it; a refusal is `problem` (show it beside the import button; nothing is changed).
 * - `pending`: the staged pack, its `diff` (src/rulebook/diffPack.ts: per entry 'new' / 'same' / 'changed'
 *   with the lines that differ, and the entries it leaves `untouched`) and where it came from.
 * - `choiceOf(entry)` / `choose(entryId, 'keep' | 'take')`: per entry; a new one defaults to 'take', a
 *   conflict ('changed') to 'keep' yours; 'same' needs none.
 * - `confirm()`: writes what was chosen in one transaction (applyPack): resolves to the number of entries
 *   written, or null with `problem` set (then nothing was written; if your rule book changed meanwhile the
 *   fresh diff is staged to review again). `discard()` drops the pack, nothing written.
 * - `offer`: set by a battle import whose file carries rule-book data that differs from this phone's, or
 *   that was set aside (src/components/RuleBookOffer.vue shows it on the imported battle and on the battle
 *   list); `reviewOffer()` stages it and resolves to the Rule book route to open
 *   (`/rule-book/<ruleset>?review=1&from=/battle/<id>`); `clearOffer()`.
 *
 * The logic modules load on first use: the battle list (which shows `offer`) stays light.
 */
export const useRuleBookImportStore = defineStore('ruleBookImport', () => {
  const pending = shallowRef<PendingPack | null>(null)
  const choices = ref(new Map<string, PackChoice>())
  const problem = ref<string | null>(null)
  const busy = ref(false)
  const offer = shallowRef<CarriedOffer | null>(null)
  const pinia = getActivePinia()
  /** The owner-records store (and with it Dexie), loaded on first use. */
  const ownerStore = async () => (await import('./ownerRecords')).useOwnerRecordsStore(pinia)

  /** How many entries the confirm would write, with the current choices. */
  const toWrite = computed(() => pending.value?.diff.entries.filter((d) => d.status !== 'same' && choiceOf(d) === 'take').length ?? 0)

  function choiceOf(d: PackDiffEntry): PackChoice {
    return choices.value.get(d.entry.id) ?? defaultFor(d)
  }

  function choose(entryId: string, choice: PackChoice): void {
    const d = pending.value?.diff.entries.find((x) => x.entry.id === entryId)
    if (d && d.status !== 'same') choices.value = new Map(choices.value).set(entryId, choice)
  }

  async function ownRecords(ruleset: string) {
    const owner = await ownerStore()
    if (!owner.loaded) await owner.load()
    return owner.records.filter((r) => r.ruleset === ruleset)
  }

  /** Stages a pack already read by restorePack: compared with this phone's records, choices at their defaults. */
  async function stage(pack: RuleBookPack, from: PendingPack['from']): Promise<boolean> {
    const [{ ruleBookOf }, { diffPack }] = await Promise.all([import('@/rulebook/registry'), import('@/rulebook/diffPack')])
    const spec = await ruleBookOf(pack.ruleset)
    if (!spec) {
      problem.value = 'This ruleset has no rule book to import into.'
      return false
    }
    pending.value = { pack, spec, diff: diffPack(spec, pack, await ownRecords(pack.ruleset)), from }
    choices.value = new Map()
    problem.value = null
    return true
  }

  async function run(read: () => Promise<{ ok: true; pack: RuleBookPack } | { ok: false; message: string }>): Promise<boolean> {
    busy.value = true
    try {
      const r = await read()
      if (!r.ok) {
        problem.value = r.message
        return false
      }
      return await stage(r.pack, 'file')
    } catch (e) {
      problem.value = `The pack could not be read: ${e instanceof Error ? e.message.slice(0, 200) : 'unknown error'}`
      return false
    } finally {
      busy.value = false
    }
  }

  /** A picked file (its size checked before it is read), for the Rule book of `ruleset` (a pack of another ruleset is refused). */
  const pickFile = (file: Pick<File, 'name' | 'size' | 'text'>, ruleset?: string) =>
    run(async () => (await import('@/rulebook/restorePack')).readPackFile(file, ruleset))

  /** A pasted pack text, read as a file is. */
  const pickText = (text: string, ruleset?: string) =>
    run(async () => (await import('@/rulebook/restorePack')).readPackText(text, ruleset))

  async function confirm(): Promise<number | null> {
    const p = pending.value
    if (!p || busy.value) return null
    busy.value = true
    try {
      const [{ applyPack }, owner] = await Promise.all([import('@/rulebook/applyPack'), ownerStore()])
      const r = await applyPack(p.spec, p.pack, p.diff, choices.value, await ownRecords(p.pack.ruleset), owner.putMany)
      if (!r.ok) {
        // A fresh diff: your rule book changed meanwhile, review again. None: storage refused (its own words if it gave them).
        problem.value = r.diff ? r.message : `${r.message}${owner.error ? ` (${owner.error})` : ''}`
        if (r.diff) pending.value = { ...p, diff: r.diff }
        return null
      }
      pending.value = null
      choices.value = new Map()
      problem.value = null
      return r.written.length
    } finally {
      busy.value = false
    }
  }

  function discard(): void {
    pending.value = null
    choices.value = new Map()
    problem.value = null
  }

  /** Set by the battle import (stores/battles.ts): a carried pack that differs from yours, or why it was set aside. */
  function offerCarried(c: CarriedRuleBook | null, battleId: string | null = null): void {
    offer.value = c && { ...c, battleId }
  }

  function clearOffer(): void {
    offer.value = null
  }

  /** Stages the offered pack for review; the route of its Rule book screen, or null (then `problem` says why). */
  async function reviewOffer(): Promise<string | null> {
    const o = offer.value
    if (!o?.ok) return null
    if (!(await stage(o.pack, 'battle'))) return null
    offer.value = null
    const back = o.battleId ? `&from=${encodeURIComponent(`/battle/${o.battleId}`)}` : ''
    return `/rule-book/${encodeURIComponent(o.pack.ruleset)}?review=1${back}`
  }

  return { pending, choices, problem, busy, offer, toWrite, choiceOf, choose, stage, pickFile, pickText, confirm, discard, offerCarried, clearOffer, reviewOffer }
})
