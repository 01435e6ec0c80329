import { defineStore } from 'pinia'
import * as v from 'valibot'
import { computed, ref, shallowRef } from 'vue'
import { RulesInputError } from '@/engine/core/errors'
import { getDb } from '@/db/db'
import type { DamagedBattle } from '@/db/damagedEntry'
import { markDamaged } from '@/db/markDamaged'
import { describeStorageError, StoredDamageError } from '@/db/storageError'
import { appendToLiveBattle, watchBattle, type BattleMark } from '@/db/liveBattle'
import { replaceLog } from '@/db/replaceLog'
import { saveSnapshot, SNAPSHOT_EVERY } from '@/db/writeBattle'
import { newActionId } from '@/model/actionId'
import { conflictsOf, SETTLE_KIND, settleDraft, withWas, type Conflict, type Keep } from '@/model/conflicts'
import { hiddenDeckProblem, otherSideSecretProblem } from '@/model/secret'
import { applyOps, fold, isSnapshotUsable, lastUndoable, skippedUndos as findSkippedUndos, type Snapshot } from '@/model/fold'
import { issueMessage } from '@/model/issues'
import { NAME_MAX, stripBidi } from '@/model/names'
import { ActionSchema } from '@/model/schema'
import type { ActionDraft } from '@/model/actionDraft'
import type { Action, BattleSetup, BattleState, SideId } from '@/model/types'
import { rulesetManifest } from '@/rulesets/list'
import type { RulesetBattleAid } from '@/rulesets/manifest'

import { followOtherTab, goneReason } from './battleOpenLive'
import { readForOpen, readWholeChecked } from './battleOpenRead'
import { adoption, type SetAside } from './battleAdopt'
import { useBattleChanges } from './battleChanges'

/** Told of actions made on this phone once saved here: the battle's id, the actions in seq order, the battle before them. */
export type AppendListener = (battleId: string, actions: readonly Action[], before: BattleState) => void

/** How long after a quick open the rest of a long log is read. */
const WHOLE_LOG_DELAY_MS = 300

/**
 * The open battle. Every change is an action written to IndexedDB (one strict transaction) BEFORE
 * `state` and `log` change; if the write fails, `error` says so and nothing changes. Calls run one
 * at a time, in the order made, so two quick taps cannot both claim the same seq.
 *
 * The open battle is watched: actions another tab writes are shown as they happen, and a battle
 * deleted (or removed) elsewhere sets `gone`, which stops every write until it is restored.
 */
export const useBattleStore = defineStore('battle', () => {
  const state = shallowRef<BattleState | null>(null)
  const log = shallowRef<Action[]>([])
  const error = ref<string | null>(null)
  const busy = ref(false)
  /**
   * True while another phone's actions are being adopted (adoptLog). Not `busy`: the screens' controls stay on, so
   * a tap made meanwhile waits behind the adoption instead of landing on a control disabled for it and being lost
   * (the rare sync stall of issue 25: a tap at the moment the other phone's action arrived never happened).
   */
  const adopting = ref(false)
  /** Bumped by each adoption that changed the log: a tap made before one and run after it was made on the older battle. */
  let adoptions = 0
  /** Why this tab may not write to the battle (deleted or removed elsewhere), or null. */
  const gone = ref<string | null>(null)
  /** The open battle's rulings, owed-test places, badges and log turns (its ruleset's `battleAid`), loaded with it. */
  const aid = shallowRef<RulesetBattleAid | null>(null)
  /** The open battle's stored log turned out damaged: what is wrong, and what can still be saved (shown instead of the battle). */
  const damaged = shallowRef<DamagedBattle | null>(null)
  /** Why this phone may only read the battle (a watcher of a shared battle), or null: dispatch and undo refuse with it. */
  const readOnly = ref<string | null>(null)
  /** On a shared battle, this phone's name (the sync session sets it): each action dispatched here carries it. */
  let device: { battleId: string; name: string } | null = null
  /**
   * Who this phone is at a shared battle's table: a side's player (who may not write the other side's secrets), the
   * umpire (who sees every secret), or null (a battle not shared, or a watcher).
   */
  const seat = ref<SideId | 'umpire' | null>(null)
  /** The side this phone plays on a shared battle (a player's phone), else null. */
  const playsSide = computed((): SideId | null => (seat.value === 'a' || seat.value === 'b' ? seat.value : null))
  /**
   * Actions of the last merged log that could not stand with the other phones' changes (battleAdopt.ts): not in
   * this phone's log, the same on every phone; set by adoptLog, beside `conflicts`, for the umpire to see.
   */
  const setAside = shallowRef<readonly SetAside[]>([])
  /** Where each write is announced, so the battle list stays current without a reload. */
  const changes = useBattleChanges()
  /** Told of each action made here once it is saved on this phone (the sync layer shares it from there). */
  const appendListeners = new Set<AppendListener>()
  let unwatch: (() => void) | null = null
  let setup: BattleSetup | null = null
  let snapshot: Snapshot | undefined
  let queue: Promise<unknown> = Promise.resolve()
  /** Bumped by open/close, so a write that finishes after close() does not bring the old battle back. */
  let generation = 0
  /** False while only the snapshot's tail of the log is loaded (a long battle just opened). */
  let whole = true

  function serial<T>(job: () => Promise<T>, flag = busy): Promise<T> {
    const run = queue.then(async () => {
      flag.value = true
      try {
        return await job()
      } finally {
        flag.value = false
      }
    })
    queue = run.catch(() => undefined)
    return run
  }

  /**
   * Opens a battle. A long battle with a snapshot shows its state from the snapshot and the actions
   * after it at once; the whole log (for the log tab and older undos) is read and checked right
   * after, before any tap is handled (calls run in order). Otherwise the whole log is read and
   * folded, and a snapshot is kept so the next open is quick.
   */
  function open(id: string): Promise<boolean> {
    return serial(async () => {
      damaged.value = null
      try {
        const opened = await readForOpen(getDb(), id)
        aid.value = (await rulesetManifest(opened.record.setup.ruleset)?.battleAid()) ?? null
        show(opened.record.setup, opened.snapshot, opened.state, opened.log)
        if (opened.repaired) error.value = `This battle was repaired when it was opened. ${opened.repaired}.`
        if (!opened.whole) {
          whole = false
          // Read the rest once the battle is on screen, not in the way of its first paint.
          const shown = generation
          setTimeout(() => void serial(async () => { if (shown === generation && !whole) await readWholeLog(id) }), WHOLE_LOG_DELAY_MS)
          return true
        }
        // Folded from the log (a long one from scratch when its snapshot was dropped): keep a snapshot for the next open.
        if (opened.state.seq - (opened.snapshot?.seq ?? 0) >= SNAPSHOT_EVERY) snapshot = await keepSnapshot(id, opened.state)
        return true
      } catch (e) {
        if (!(await damageFound(id, e))) error.value = describeStorageError('open the battle', e)
        return false
      }
    })
  }

  function show(s: BattleSetup, snap: Snapshot | undefined, folded: BattleState, actions: Action[]) {
    ;[setup, snapshot, whole] = [s, snap, true]
    generation += 1
    state.value = folded
    log.value = actions
    error.value = null
    watch(s.id)
  }

  /** Follows the battle's record from now on: in this tab and every other. */
  function watch(id: string): void {
    unwatch?.()
    const watching = generation
    unwatch = watchBattle(getDb(), id, (mark) => void serial(() => follow(watching, mark)), (e) => (error.value = describeStorageError('follow changes from other tabs', e)))
  }

  /** Shows what another tab did: its new actions, or that the battle was deleted, removed or restored. */
  async function follow(watching: number, mark: BattleMark | null): Promise<void> {
    const current = state.value
    if (watching !== generation || !current || !setup) return
    gone.value = goneReason(mark)
    // A mark at or behind what is shown is this tab's own write, heard late: nothing to follow.
    if (!mark || mark.lastSeq <= current.seq) return
    try {
      const next = await followOtherTab(getDb(), setup, snapshot, { state: current, log: log.value, whole }, mark)
      if (watching !== generation) return
      ;[state.value, log.value, whole] = [next.state, [...next.log], next.whole]
      if (snapshot && !isSnapshotUsable(snapshot, log.value)) snapshot = undefined
    } catch (e) {
      if (watching === generation) error.value = e instanceof RulesInputError ? `Another tab's change cannot be shown: ${e.message}. Reopen the battle` : describeStorageError('show the changes made in another tab', e)
    }
  }

  async function readWholeLog(id: string): Promise<void> {
    const opened = generation
    try {
      const actions = await readWholeChecked(getDb(), id)
      if (opened === generation) [log.value, whole] = [actions, true]
    } catch (e) {
      if (opened === generation && !(await damageFound(id, e))) error.value = describeStorageError('read the battle log', e)
    }
  }

  /**
   * A stored log that cannot be read or replayed is damage, not a passing failure: the battle is marked
   * so the list sets it aside, and the page shows what is wrong and what can be saved. False for any
   * other error (a full disk, a closed database), which is only reported.
   */
  async function damageFound(id: string, e: unknown): Promise<boolean> {
    if (!(e instanceof StoredDamageError || e instanceof RulesInputError)) return false
    const message = e instanceof RulesInputError ? `its log cannot be replayed: ${e.message}` : e.message
    try {
      damaged.value = await markDamaged(getDb(), id, message)
    } catch (failed) {
      error.value = describeStorageError('set the damaged battle aside', failed)
      return true
    }
    generation += 1
    unwatch?.()
    ;[state.value, log.value, error.value] = [null, [], null]
    return true
  }

  /** A snapshot is only a shortcut: if it cannot be saved the battle still opens, just slower next time. */
  async function keepSnapshot(id: string, folded: BattleState): Promise<Snapshot | undefined> {
    try {
      await saveSnapshot(getDb(), id, folded)
      return { seq: folded.seq, state: folded }
    } catch {
      return snapshot
    }
  }

  function close(): void {
    generation += 1
    unwatch?.()
    unwatch = null
    gone.value = null
    readOnly.value = null
    seat.value = null
    damaged.value = null
    setAside.value = []
    ;[setup, snapshot] = [null, undefined]
    state.value = null
    aid.value = null
    log.value = []
    error.value = null
  }

  /**
   * Writes actions (one, or an "undo back to here") and only then shows the state after them. `made`: they
   * were made on this phone (not adopted from a merge), so the append listeners are told.
   */
  async function write(actions: readonly Action[], next: BattleState, made = true): Promise<Action | null> {
    const writing = generation
    const last = actions.at(-1)!
    const before = state.value
    const undone = undoneSeqs(actions)
    try {
      await appendToLiveBattle(getDb(), { battleId: next.setup.id, actions, name: next.setup.name, state: next, undone })
    } catch (e) {
      error.value = describeStorageError(`save "${actions.length > 1 ? `${actions.length} undos` : last.label}"`, e)
      return null
    }
    changes.announce(next.setup.id, { name: next.setup.name, updatedAt: last.at, actionCount: last.seq })
    if (writing !== generation) return last // saved, but the battle was closed meanwhile
    if (last.seq % SNAPSHOT_EVERY === 0) snapshot = { seq: last.seq, state: next }
    state.value = next
    log.value = [...log.value, ...actions]
    error.value = null
    if (made && before) tellAppended(next.setup.id, actions, before)
    return last
  }

  /** The seqs the undos among `actions` cancel (their snapshots are dropped with the write). */
  function undoneSeqs(actions: readonly Action[]): number[] {
    const undoes = new Set(actions.flatMap((a) => (a.undoes === undefined ? [] : [a.undoes])))
    return undoes.size ? log.value.filter((a) => undoes.has(a.id)).map((a) => a.seq) : []
  }

  function tellAppended(battleId: string, actions: readonly Action[], before: BattleState): void {
    for (const listener of appendListeners) {
      try {
        listener(battleId, actions, before)
      } catch (e) {
        console.error('An append listener failed', e) // the action is saved here; sharing it is the listener's job
      }
    }
  }

  /**
   * Calls `listener(battleId, actions, before)` after each action made on this phone (dispatch, undo) is saved
   * here, in the order saved, with the battle as it was before them (what src/model/secret.ts splitSecret needs);
   * not for actions adopted from a merge or followed from another tab. Returns the stop.
   */
  function onAppend(listener: AppendListener): () => void {
    appendListeners.add(listener)
    return () => appendListeners.delete(listener)
  }

  /**
   * Makes a merged log (the sync layer's merged order, the same on every phone) the open battle's log: checked
   * as an import is, renumbered, written in ONE transaction (battleAdopt.ts, src/db/replaceLog.ts: snapshots
   * dropped, the list's lastSeq updated), then state, log and so every ruleset's sequence are folded again.
   * An action made here that the merge does not hold yet stays at the end. Resolves false, with `error` set,
   * when the merged log cannot be shown here (nothing is written); true otherwise (also when nothing changed).
   */
  function adoptLog(merged: readonly Action[]): Promise<boolean> {
    return serial(async () => {
      if (!whole && setup) await readWholeLog(setup.id)
      const current = state.value
      if (!current || !setup) return fail('No battle is open') ?? false
      if (gone.value) return fail(gone.value) ?? false
      const adopted = adoption(setup, log.value, merged)
      if (adopted.kind === 'refused') return fail(adopted.message) ?? false
      setAside.value = adopted.aside
      if (adopted.kind === 'same') return true
      adoptions += 1
      if (adopted.kind === 'append') return (await write(adopted.added, adopted.state, false)) !== null
      const writing = generation
      const now = Date.now()
      try {
        await replaceLog(getDb(), { battleId: setup.id, actions: adopted.log, name: adopted.state.setup.name, state: adopted.state, now })
      } catch (e) {
        return fail(describeStorageError('save the battle as the other phones have it', e)) ?? false
      }
      changes.announce(setup.id, { name: adopted.state.setup.name, updatedAt: now, actionCount: adopted.log.length })
      if (writing !== generation) return true
      snapshot = adopted.state.seq >= SNAPSHOT_EVERY ? { seq: adopted.state.seq, state: adopted.state } : undefined
      ;[state.value, log.value, error.value] = [adopted.state, adopted.log, null]
      return true
    }, adopting)
  }

  function makeAction(draft: ActionDraft | Omit<Action, 'id' | 'seq' | 'at'>): Action | string {
    const named = device && device.battleId === state.value?.setup.id ? { device: device.name } : {}
    const raw = { ...draft, ...named, id: newActionId(), seq: (log.value.at(-1)?.seq ?? 0) + 1, at: Date.now() }
    const parsed = v.safeParse(ActionSchema, raw)
    return parsed.success ? parsed.output : issueMessage(parsed.issues)
  }

  function dispatch(draft: ActionDraft): Promise<Action | null> {
    // The battle the tap was made on: a merge adopted while the tap waited makes it older than the one it is written on.
    const [seen, seenAdoptions] = [state.value, adoptions]
    return serial(async () => {
      const current = state.value
      if (!current) return fail('No battle is open')
      if (gone.value) return fail(gone.value)
      if (readOnly.value) return fail(readOnly.value)
      if (draft.kind === 'undo') return fail('An undo is recorded by undo(), not dispatched')
      const hidden = hiddenDeckProblem(current, draft.ops) ?? (playsSide.value && otherSideSecretProblem(current.setup, draft.ops, playsSide.value))
      if (hidden) return fail(hidden)
      // Each patch records the values it is built on (`was`): a merged log that no longer has them shows a conflict.
      // A tap that waited behind another phone's actions was built on the battle shown before them: its `was` says so,
      // so both changes stand as two phones' changes do (two losses: both), and the umpire sees the conflict.
      const stale = adoptions !== seenAdoptions && seen?.setup.id === current.setup.id
      const action = makeAction({ ...draft, ops: withWas(stale ? seen : current, draft.ops) })
      if (typeof action === 'string') return fail(`Cannot record "${draft.label}": ${action}`)
      if (!stale) madeHere.add(action.id)
      try {
        return await write([action], { ...applyOps(current, action.ops), seq: action.seq })
      } catch (e) {
        if (e instanceof RulesInputError) return fail(`Cannot record "${draft.label}": ${e.message}`)
        throw e
      }
    })
  }

  /**
   * Undoes the last action in force, or with `backTo` every action in force after that seq, as undo
   * actions written in one transaction (the log keeps them; the screen shows them folded away).
   * Resolves with how many actions were undone.
   */
  function undo(backTo?: number): Promise<number> {
    // "Undo back to here" names a line of the log as shown: by id, as a merge adopted meanwhile renumbers the log.
    const backToId = backTo === undefined ? undefined : log.value.find((a) => a.seq === backTo)?.id
    return serial(async () => {
      if (!whole && setup) await readWholeLog(setup.id) // an undo may reach behind the snapshot
      if (!state.value || !setup) return 0
      if (gone.value) return fail(gone.value) ?? 0
      if (readOnly.value) return fail(readOnly.value) ?? 0
      const actions = [...log.value]
      const added: Action[] = []
      const limit = backToId === undefined ? backTo : actions.find((a) => a.id === backToId)?.seq
      if (backToId !== undefined && limit === undefined) return 0 // the line tapped left the log in the merge
      for (let target = lastUndoable(actions); target; target = lastUndoable(actions)) {
        if (limit !== undefined ? target.seq <= limit : added.length > 0) break
        // The undo of an action about a side's hidden information hides its words as that action does (secret.ts).
        const shown = target.shown ? { shown: { side: target.shown.side, label: `Undo: ${target.shown.label}` } } : {}
        const raw = { id: newActionId(), kind: 'undo', label: `Undo: ${target.label}`, undoes: target.id, ops: [], seq: (actions.at(-1)?.seq ?? 0) + 1, at: Date.now(), ...shown }
        const parsed = v.safeParse(ActionSchema, raw)
        if (!parsed.success) return fail(issueMessage(parsed.issues)) ?? 0
        actions.push(parsed.output)
        added.push(parsed.output)
      }
      if (!added.length) return 0
      if (snapshot && !isSnapshotUsable(snapshot, actions)) snapshot = undefined
      return (await write(added, fold(setup, actions, snapshot))) !== null ? added.length : 0
    })
  }

  function fail(message: string): null {
    error.value = message
    return null
  }

  const undoLabel = computed(() => {
    const target = lastUndoable(log.value)
    return target ? `Undo: ${target.label}` : null
  })
  // Off while a merge is adopted too: what the Undo line names may change under the tap.
  const canUndo = computed(() => undoLabel.value !== null && !busy.value && !adopting.value && !gone.value && !readOnly.value)
  /** Undos in the log that changed nothing (two phones undid the same action while apart), with why. */
  const skippedUndos = computed(() => findSkippedUndos(log.value))
  /** Ids of the actions made on this phone since it opened: their `was` holds, so they add no conflict. */
  const madeHere = new Set<string>()
  let conflictsSeen: { log: readonly Action[]; list: Conflict[] } | null = null
  /**
   * Changes two phones made to one field while apart, not yet settled (src/model/conflicts.ts): one fold of the
   * log, skipped when the log only grew by actions made here that neither undo nor settle (a tap adds none).
   */
  const conflicts = computed((): Conflict[] => {
    const now = log.value
    if (!state.value || !setup) return [] // `setup` changes only with `log`
    const seen = conflictsSeen
    const grown = seen && seen.log.length > 0 && now.length >= seen.log.length && now[seen.log.length - 1] === seen.log.at(-1)
    const quiet = grown && now.slice(seen.log.length).every((a) => madeHere.has(a.id) && a.kind !== 'undo' && a.kind !== SETTLE_KIND)
    conflictsSeen = { log: now, list: quiet ? seen.list : conflictsOf(setup, now) }
    return conflictsSeen.list
  })

  /** Settles the conflict of action `actionId` as the umpire chose: a logged, undoable `conflict.settle`. */
  function settle(actionId: string, keep: Keep): Promise<Action | null> {
    const current = state.value
    if (!current || !setup) return Promise.resolve(fail('No battle is open'))
    const draft = settleDraft(setup, log.value, current, actionId, keep)
    return typeof draft === 'string' ? Promise.resolve(fail(draft)) : dispatch(draft)
  }

  return {
    state, log, error, busy, gone, aid, damaged, readOnly, skippedUndos, conflicts, setAside,
    open, close, dispatch, undo, undoLabel, canUndo, onAppend, adoptLog, settle,
    /** A watcher's phone: every change refused with `message` (null: this phone may change the battle again). */
    setReadOnly: (message: string | null) => (readOnly.value = message),
    seat, playsSide,
    /** Set by the sync session when a shared battle opens (null: a watcher's phone, or the battle stops being shared). */
    setSeat: (who: SideId | 'umpire' | null) => (seat.value = who),
    /** A shared battle's actions made here name this phone (conflicts say "on Anne's phone"); null: they name none. */
    setDevice(battleId: string, name: string | null) {
      const clean = name === null ? '' : stripBidi(name).trim().slice(0, NAME_MAX).trim()
      device = clean ? { battleId, name: clean } : device?.battleId === battleId ? null : device
    },
    clearError: () => (error.value = null),
  }
})
