import { shallowRef } from 'vue'

export interface Toast {
  readonly id: number
  readonly message: string
  /** One follow-up, e.g. "Undo" after a delete. */
  readonly action?: { readonly label: string; readonly run: () => unknown }
}

const toasts = shallowRef<readonly Toast[]>([])
let nextId = 1

/** Short notices at the bottom of the screen. A toast with an action stays longer. */
export function useToast() {
  function dismiss(id: number) {
    toasts.value = toasts.value.filter((t) => t.id !== id)
  }
  function show(message: string, action?: Toast['action'], ms = action ? 8000 : 3500): number {
    const id = nextId++
    toasts.value = [...toasts.value, action ? { id, message, action } : { id, message }]
    setTimeout(() => dismiss(id), ms)
    return id
  }
  return { toasts, show, dismiss }
}
