import type { RuleRef } from '../core'

/** Where a Series number comes from: seed 001, "Vive l'Empereur! Series" standard and advanced rules. */
export const seriesRef = (section: string): RuleRef => ({ seed: '001', section })

/** Shown wherever a table of the play aids is missing from the text (never a made-up value). */
export const ENTER_FROM_PLAY_AID = 'enter from your play aid'
