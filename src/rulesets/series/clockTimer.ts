import { onBeforeUnmount, onMounted, ref } from 'vue'

/**
 * The phasing player's running clock (19.1): a stopwatch kept by the screen, never an action (only its result
 * is recorded, clockOps.ts). Kept at module level so it keeps running while the players look at another tab.
 */
export interface Stopwatch {
  /** When it was last started (ms), null while stopped. */
  readonly startedAt: number | null
  /** Whole milliseconds counted before the last start. */
  readonly before: number
}
export const STOPPED: Stopwatch = { startedAt: null, before: 0 }

export const elapsedMs = (w: Stopwatch, now: number): number => w.before + (w.startedAt === null ? 0 : Math.max(0, now - w.startedAt))
/** Seconds as the players count them: whole seconds elapsed. */
export const elapsedSeconds = (w: Stopwatch, now: number): number => Math.floor(elapsedMs(w, now) / 1000)
export const started = (w: Stopwatch, now: number): Stopwatch => (w.startedAt === null ? { startedAt: now, before: w.before } : w)
export const stopped = (w: Stopwatch, now: number): Stopwatch => (w.startedAt === null ? w : { startedAt: null, before: elapsedMs(w, now) })

const watch = ref<Stopwatch>(STOPPED)
const now = ref(Date.now())

/** The shared stopwatch and a `now` that ticks every half second while a screen shows it. */
export function useStopwatch() {
  let timer: ReturnType<typeof setInterval> | undefined
  onMounted(() => { now.value = Date.now(); timer = setInterval(() => { now.value = Date.now() }, 500) })
  onBeforeUnmount(() => clearInterval(timer))
  return {
    watch,
    now,
    toggle() { const t = Date.now(); now.value = t; watch.value = watch.value.startedAt === null ? started(watch.value, t) : stopped(watch.value, t) },
    reset() { watch.value = STOPPED },
  }
}
