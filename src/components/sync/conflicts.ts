/** A conflict as the screens show it (issue 25); the battle store lists them from the merged log. */
export interface ConflictShown {
  /** The action whose change no longer fits (the id `conflict.settle` names). */
  readonly action: string
  /** In player words: "Two phones changed 2nd Line's elements while apart: 3 → 2 on Anne's phone, 3 → 2 on Ben's". */
  readonly text: string
}
/** How the umpire settles a conflict (the `conflict.settle` action's `keep`). */
export type Keep = 'both' | 'this' | 'other'

