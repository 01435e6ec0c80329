import { onBeforeUnmount, watch, type Ref } from 'vue'

/**
 * A watcher's phone (issue 25): every control of the battle's screen that could write to the battle is off,
 * and every control that only looks stays on. Off is the default, so a button a screen gains later is off for a
 * watcher without anyone remembering it; a control that only looks says so where it is made:
 * - a button looks when it shows another view: a tab (`role="tab"`: SubTabs), a disclosure (`aria-expanded`:
 *   a unit card, "Show all results"), or it is marked `data-reads` itself;
 * - a field (input, select, textarea, or a chip button that chooses like one: `role="radio"`, `aria-pressed`)
 *   looks when the nearest marked region around it is `data-reads` (a calculator's form: its fields are drafts
 *   that only an Apply writes) and not `data-writes` (a unit editor whose field writes on change).
 * A control held off is described by the notice that says why (`aria-describedby`), and a tap on it says so
 * (ReadOnlyNotice). Vue only writes `disabled` when its own binding changes; a write that would turn a held
 * control on is undone at once. Held controls stay off until the screen is made again (BattlePage makes it again
 * when the battle stops being read only), so a control Vue wanted off is never turned on by this.
 */
/** The id of the notice that says why (ReadOnlyNotice), which every control held off is described by. */
export const READ_ONLY_WHY = 'read-only-why'

const CONTROLS = 'button, input, select, textarea'
const LOOKS = '[role="tab"], [aria-expanded], [data-reads]'
const CHOOSES = '[role="radio"], [role="checkbox"], [aria-pressed]'

type Control = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/** Whether this control could change the battle (so a watcher's phone holds it off). */
export function writes(el: Element): boolean {
  const field = el.tagName !== 'BUTTON' || el.matches(CHOOSES)
  if (!field) return !el.matches(LOOKS)
  if (el.hasAttribute('data-reads')) return false
  const region = el.closest('[data-reads], [data-writes]')
  return region === null || region.hasAttribute('data-writes')
}

function hold(el: Control, why: string): void {
  if (!el.disabled) el.disabled = true
  const said = el.getAttribute('aria-describedby')?.split(/\s+/) ?? []
  if (!said.includes(why)) el.setAttribute('aria-describedby', [...said, why].join(' ').trim())
}

/** Holds off every writing control under `root` while `reason` is set; `why` is the id of the element that says why. */
export function useHoldWrites(root: Ref<HTMLElement | null>, reason: Ref<string | null>, why: string): void {
  let observer: MutationObserver | null = null
  const holdAll = (el: HTMLElement) => {
    for (const c of el.querySelectorAll<Control>(CONTROLS)) if (writes(c)) hold(c, why)
  }
  const stop = watch([root, reason], ([el, r]) => {
    observer?.disconnect()
    observer = null
    if (!el || r === null) return
    holdAll(el)
    // New content (a sub-tab's panel, a calculator's result) and Vue turning a held control back on.
    observer = new MutationObserver(() => holdAll(el))
    observer.observe(el, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled', 'aria-describedby'] })
  }, { immediate: true, flush: 'post' })
  onBeforeUnmount(() => { stop(); observer?.disconnect() })
}
