import type { LeaderNation } from './leaders'

/**
 * Which printed leader table a side's nationality picks its leaders from (seed 004, Leadership
 * Factors). The headings "FRENCH & ALLIED" and "BRITISH & ALLIED" cover their allies: the German
 * states of the troop tables under the French, Portugal under the British. 'Other' has no table.
 */
const LEADER_TABLE_OF: Readonly<Record<string, LeaderNation>> = {
  French: 'French & Allied',
  Bavarian: 'French & Allied',
  Westphalian: 'French & Allied',
  Wurttemberg: 'French & Allied',
  'British/KGL': 'British & Allied',
  Portuguese: 'British & Allied',
  Russian: 'Russian',
  Prussian: 'Prussian',
  Austrian: 'Austrian',
  Spanish: 'Spanish',
}

/** The leader table for a nationality, or null when none is printed (pick from any table). */
export function leaderNationFor(nationality: string): LeaderNation | null {
  return LEADER_TABLE_OF[nationality] ?? null
}
