/** Owner-record ids and notes the manifest names (kept apart so the manifest stays light). */
export const COUNTERS_RECORD_ID = 'waterloo-counters'
export const COUNTERS_NOTE = 'The text prints few counter values: enter them from your counters once; every battle uses them.'
export const D66_RECORD_PREFIX = 'waterloo-'
export const PLAYER_AID_NOTE = 'enter from your player aid (the text names this table but does not print it)'
/** The owner's order of battle: the units the text does not name (seed 002, L, I, M). */
export const FORCES_RECORD_ID = 'waterloo-order-of-battle'
export const FORCES_NOTE = 'seed 002 names no unit of D\'Erlon\'s, Lobau\'s or Milhaud\'s Corps, of the Prussian Corps or of Grouchy\'s (L, I, M): copy them from your counters, one unit per line with its Corps.'
