/**
 * Text as a player would type it into a search box: lower case, no accents, punctuation
 * ("'", '"', '.', ',', '-') dropped or turned to spaces, runs of spaces collapsed.
 * "Frésia" → "fresia", "Lefebvre-Desnouettes" → "lefebvre desnouettes", "D'Urban" → "durban".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['"’.]/g, '')
    .replace(/[-,/()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}
