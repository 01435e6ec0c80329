import { computed, inject, onBeforeUnmount, provide, reactive, type ComputedRef, type InjectionKey } from 'vue'

type Report = (field: symbol, invalid: boolean) => void
const KEY: InjectionKey<Report> = Symbol('invalid-fields')

/**
 * For a screen with number fields and an Apply button: `anyInvalid` is true while any `NumberField`
 * below it holds text that is not a number within its bounds, so Apply can be disabled.
 */
export function useInvalidFields(): { anyInvalid: ComputedRef<boolean> } {
  const bad = reactive(new Set<symbol>())
  const outer = inject(KEY, null)
  const self = Symbol('invalid-fields')
  provide(KEY, (field, invalid) => {
    if (invalid) bad.add(field)
    else bad.delete(field)
    outer?.(self, bad.size > 0)
  })
  return { anyInvalid: computed(() => bad.size > 0) }
}

/** Used by a field: tells the nearest `useInvalidFields` whether its text is bad; forgets it when unmounted. */
export function reportInvalid(): (invalid: boolean) => void {
  const report = inject(KEY, null)
  const field = Symbol('field')
  onBeforeUnmount(() => report?.(field, false))
  return (invalid) => report?.(field, invalid)
}
