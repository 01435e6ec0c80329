import type { WlState } from './types'

const ACTION_WORDS = { maneuver: 'Maneuver', bombard: 'Bombardment', rally: 'Rally', close: 'Close Combat' } as const

/** Where the game stands, in the rules' words: "Game Turn 3 · Activation Phase: fr-II (2 units acted)". */
export function where(s: WlState, name: (marker: string) => string = (m) => m): string {
  if (s.gameTurn === null) return 'Game Setup'
  if (s.over) return `Game Turn ${s.gameTurn} · the game is over${s.playOn ? ' (the umpire plays on)' : ''}`
  const turn = `Game Turn ${s.gameTurn}`
  const arriving = Object.keys(s.arriving)
  if (arriving.length) return `${turn} · Prussian Arrival: ${arriving.map((m) => `${name(m)}${s.arriving[m]!.hex ? ` at ${s.arriving[m]!.hex}` : ''}`).join(', ')}`
  if (s.drawn) return `${turn} · Draw Activation Marker Phase: ${name(s.drawn.marker)} drawn`
  if (!s.active) return `${turn} · Draw Activation Marker Phase`
  const n = Object.keys(s.acts).length
  return `${turn} · Activation Phase: ${name(s.active.marker)}${n ? ` (${n} unit${n === 1 ? '' : 's'} acted)` : ''}`
}

/** "Bombardment", "Close Combat"… */
export const actionWords = (a: keyof typeof ACTION_WORDS): string => ACTION_WORDS[a]
