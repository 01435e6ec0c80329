/**
 * Disorder points in words, as seed 003 writes them (6.0 Movement: "Disorder Points"): "1 disorder point",
 * "3 disorder points". The screens and the log say the words, never the abbreviation "DP".
 */
export const disorderPoints = (n: number): string => `${n} disorder point${n === 1 ? '' : 's'}`
