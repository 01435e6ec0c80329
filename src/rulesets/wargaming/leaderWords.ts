/**
 * The leader casualty table prints "NE" for no effect (seed 004, Leader Casualties); on screen the odds and the
 * result say it in words beside the book's code.
 */
export const leaderCasualtyWords = (text: string): string => text.replace(/\bNE\b(?! \()/g, 'NE (no effect)')
