/** Owner-record ids and notes the manifest names (kept apart so the manifest stays light). */
export const COUNTERS_RECORD_ID = 'waterloo-counters'
export const COUNTERS_NOTE = 'The text prints few counter values: enter them from your counters once; every battle uses them.'
export const D66_RECORD_PREFIX = 'waterloo-'
export const PLAYER_AID_NOTE = 'enter from your player aid (the text names this table but does not print it)'
