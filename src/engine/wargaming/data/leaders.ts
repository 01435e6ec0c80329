import { normalizeForSearch } from './searchText'

/** The leader tables of seed 004, by their printed headings. */
export const LEADER_NATIONS = [
  'French & Allied',
  'Russian',
  'British & Allied',
  'Prussian',
  'Austrian',
  'Spanish',
] as const
export type LeaderNation = (typeof LEADER_NATIONS)[number]

/** A leader's ratings, 0–6 each (seed 004, Definitions: Leaders). */
export interface Leader {
  /** Stable id for screens: nation/name, with " #2" on the second row of a name printed twice. */
  readonly id: string
  readonly name: string
  readonly nation: LeaderNation
  /** null only where the seed prints no ratings (RULES.md ruling 12: Neubronn). */
  readonly leadership: number | null
  readonly morale: number | null
  readonly commandIndecision: number | null
  /** RULES.md ruling 12: printed with no ratings at all. */
  readonly printedWithoutRatings: boolean
  /** RULES.md ruling 12: the same name printed twice in one nation's table; both rows kept. */
  readonly printedTwice: boolean
}

/** [name, leadership, morale, command indecision] as printed, or [name] where nothing is printed. */
type Row = readonly [string, number, number, number] | readonly [string]

/*
 * seed 004, The Tables: National Characteristics — Leadership Factors.
 * Two columns per page, read row by row; listed here page by page, left column then right column.
 * Columns: Name, Leadership, Morale, Command Indecision.
 */
// seed 004, Leadership Factors: FRENCH & ALLIED (both pages, incl. "(cont.)")
const FRENCH: readonly Row[] = [
  ['Arnaud', 2, 1, 2],
  ['Augereau', 2, 1, 2],
  ['Barbou', 2, 2, 2],
  ['Beaumont', 2, 2, 2],
  ['Bernadotte', 2, 2, 2],
  ['Bessieries', 2, 3, 2],
  ['Boussard', 1, 2, 2],
  ['Brennier', 2, 2, 2],
  ['Brennier', 2, 2, 2],
  ['Cassagnes', 1, 1, 1],
  ['Chabert', 1, 1, 2],
  ['Chabot', 1, 2, 2],
  ['Chabran', 1, 2, 2],
  ['Charlot', 2, 1, 2],
  ['Clausel', 2, 1, 2],
  ['Colbert', 2, 2, 2],
  ['Davout', 5, 3, 1],
  ['Delaborde', 3, 2, 1],
  ['Delaitre', 2, 2, 1],
  ['Deroi', 1, 2, 2],
  ['Dorsenne', 3, 2, 1],
  ['Drouet', 2, 1, 1],
  ['Duhesme', 1, 1, 2],
  ['Dupont', 0, 1, 3],
  ['Dupré', 2, 2, 2],
  ['Fontane', 1, 2, 1],
  ['Foy', 2, 2, 1],
  ['Franceschi', 2, 2, 2],
  ['Frésia', 1, 2, 1],
  ['Gaulois', 1, 2, 2],
  ['Gazan', 1, 2, 2],
  ['Girard', 2, 2, 1],
  ['Gobert', 2, 2, 2],
  ['Godard', 1, 2, 1],
  ['Grouchy', 2, 3, 3],
  ['Heudelet', 1, 2, 1],
  ['Jardon', 2, 2, 2],
  ['Joseph', 0, 1, 3],
  ['Jourdan', 1, 1, 2],
  ['Junot', 2, 2, 1],
  ['Kellermann (younger)', 3, 3, 1],
  ['Lahoussaye', 1, 2, 2],
  ['Lannes', 3, 4, 1],
  ['Lapisse', 2, 1, 2],
  ['Lasalle', 2, 4, 1],
  ['Latour Maubourg', 3, 3, 2],
  ['Lauriston', 2, 1, 2],
  ['Lecchi', 1, 2, 2],
  ['Lefebvre', 1, 2, 1],
  ['Lefebvre-Desnouettes', 1, 3, 2],
  ['Legrange', 2, 1, 2],
  ['Lepic', 3, 1, 2],
  ['Letort', 2, 3, 2],
  ['Leval', 2, 2, 2],
  ['Loison', 2, 1, 1],
  ['Lorges', 1, 2, 1],
  ['Maransin', 1, 2, 2],
  ['Marchand', 2, 1, 2],
  ['Margaron', 1, 2, 2],
  ['Marmont', 3, 3, 1],
  ['Massena', 4, 3, 1],
  ['Mazzuchelli', 1, 1, 2],
  ['Merle', 1, 2, 2],
  ['Merlin', 1, 1, 1],
  ['Mermet', 2, 2, 2],
  ['Mihaud', 2, 3, 2],
  ['Moncey', 2, 2, 2],
  ['Montbrun', 2, 3, 2],
  ['Morio', 2, 2, 2],
  ['Morlot', 2, 2, 2],
  ['Mortier', 3, 2, 2],
  ['Mouton', 1, 2, 1],
  ['Murat', 2, 5, 3],
  ['Napoleon', 5, 6, 0],
  ['Neubronn'],
  ['Ney', 3, 5, 2],
  ['Palombini', 2, 2, 1],
  ['Preysing', 1, 2, 2],
  ['Soult', 4, 2, 1],
  ['Soult, P.', 1, 1, 2],
  ['Suchet', 3, 1, 1],
  ['Pannetier', 1, 2, 2],
  ['Pino', 1, 2, 2],
  ['Poinsot', 1, 1, 2],
  ['Poniatowski', 2, 3, 2],
  ['Privé', 1, 1, 1],
  ['Reille', 2, 1, 2],
  ['Reynaud', 2, 2, 2],
  ['Reynier', 2, 1, 2],
  ['Roeder', 1, 2, 2],
  ['Rigaud', 2, 2, 2],
  ['Ruffin', 3, 2, 2],
  ['Saint Cyr', 3, 1, 1],
  ['Sarrut', 2, 2, 2],
  ['Schramm', 2, 1, 1],
  ['Schwartz', 1, 2, 1],
  ['Seydewitz', 1, 3, 2],
  ['Siebein', 1, 2, 2],
  ['Solignac', 1, 2, 1],
  ['Souham', 2, 3, 2],
  ['Thomières', 2, 2, 2],
  ['Vandamme', 2, 3, 2],
  ['Valance', 1, 2, 2],
  ['Vedel', 1, 1, 3],
  ['Verdier', 2, 2, 2],
  ['Victor', 2, 2, 2],
  ['Vincenti', 1, 2, 2],
  ['Walther', 2, 2, 2],
  ['Wollwarth', 1, 2, 2],
  ['Wrede', 1, 2, 1],
]

// seed 004, Leadership Factors: RUSSIAN
const RUSSIAN: readonly Row[] = [
  ['Alexander', 0, 4, 3],
  ['Bagration', 2, 4, 2],
  ['Barclay', 2, 2, 2],
  ['Benningsen', 1, 1, 2],
  ['Constantine', 0, 3, 3],
  ['Doctorov', 1, 1, 2],
  ['Kutuzov', 2, 2, 2],
  ['Suvarov', 2, 3, 2],
  ['Tormazov', 2, 1, 2],
]

// seed 004, Leadership Factors: BRITISH & ALLIED
const BRITISH: readonly Row[] = [
  ['Abercrombie', 1, 3, 2],
  ['Acland', 2, 1, 2],
  ['Alten', 2, 2, 1],
  ['Amaranthe', 2, 1, 2],
  ['Anstruther', 2, 1, 2],
  ['Baird', 3, 2, 2],
  ['Barbacena', 2, 2, 2],
  ['Barnard', 2, 2, 2],
  ['Beresford', 2, 1, 2],
  ['Bock', 2, 2, 2],
  ['Cameron', 2, 2, 2],
  ['Campbell, Alexander', 2, 1, 2],
  ['Campbell, H.F.', 2, 2, 1],
  ['Champlemond', 2, 2, 2],
  ['Colborne', 2, 1, 1],
  ['Cole', 2, 2, 2],
  ['Coleman', 2, 1, 2],
  ['Crauford, "Black Bob"', 3, 3, 1],
  ['Crawford, Catlin', 2, 1, 2],
  ['da Costa', 1, 1, 2],
  ['del Reino', 1, 1, 3],
  ['Dickson', 2, 2, 2],
  ['Dilkes', 2, 2, 2],
  ["D'Urban", 2, 2, 1],
  ['Eben', 2, 1, 2],
  ['Fane', 2, 1, 2],
  ['Fonseca', 1, 1, 3],
  ['Fraser', 2, 1, 2],
  ['Graham', 2, 1, 2],
  ['Grant', 2, 1, 2],
  ['Halkett', 2, 1, 1],
  ['Hill', 3, 2, 1],
  ['Hope', 2, 1, 2],
  ['Howard', 2, 1, 2],
  ['Le Marchant', 2, 3, 1],
  ['Leith', 2, 1, 1],
  ['Long', 1, 1, 2],
  ['Moore', 4, 4, 1],
  ['Murray', 1, 1, 2],
  ['Nightingail', 2, 1, 1],
  ['Otway', 2, 1, 2],
  ['Pack', 2, 2, 2],
  ['Packenham', 2, 1, 2],
  ['Paget (Edward)', 3, 2, 2],
  ['Payne', 2, 1, 2],
  ['Picton', 2, 3, 2],
  ['Ponsonby', 2, 3, 2],
  ['Power', 1, 2, 2],
  ['Rezende', 2, 1, 2],
  ['Sherbrooke', 2, 2, 1],
  ['Spencer', 2, 1, 3],
  ['Spry', 2, 1, 2],
  ['Stapleton Cotton', 3, 2, 2],
  ['Stewart', 2, 1, 2],
  ['Uxbridge', 3, 3, 2],
  ['Vasconcellos', 2, 1, 2],
  ['Wellington', 5, 3, 1],
  ['Wilson', 2, 3, 1],
]

// seed 004, Leadership Factors: PRUSSIAN
const PRUSSIAN: readonly Row[] = [
  ['Blucher', 2, 4, 2],
  ['Brunswick', 0, 1, 3],
  ['Bulow', 2, 2, 2],
  ['Hohenloe', 1, 2, 3],
  ['Ruchel', 1, 2, 3],
  ['Thielemann', 2, 2, 2],
  ['Yorck', 2, 3, 2],
]

// seed 004, Leadership Factors: AUSTRIAN
const AUSTRIAN: readonly Row[] = [
  ['Alvintzi', 0, 1, 3],
  ['Charles', 3, 4, 2],
  ['Hiller', 1, 1, 3],
  ['Hohenzollern', 1, 1, 3],
  ['Langeron', 1, 2, 2],
  ['Louis', 1, 2, 3],
  ['Mack', 0, 1, 3],
  ['Melas', 2, 1, 3],
  ['Pfanzelter', 1, 1, 3],
  ['Schwarzenberg', 2, 2, 3],
  ['Thierry', 1, 2, 3],
  ['Vukassovich', 1, 1, 3],
]

// seed 004, Leadership Factors: SPANISH
const SPANISH: readonly Row[] = [
  ['Ballesteros', 1, 2, 3],
  ['Bassecourt', 1, 2, 2],
  ['Blake', 1, 2, 1],
  ['Butron', 1, 2, 3],
  ['Cartaojal', 1, 2, 3],
  ['Castaños', 1, 2, 2],
  ['Castro', 1, 2, 2],
  ['Cervellón', 1, 1, 2],
  ['Coupigny', 1, 1, 3],
  ['Cuesta', 0, 3, 4],
  ['del Parque', 1, 3, 2],
  ["d'Espana", 0, 1, 3],
  ["Duque d'Albuqueque", 1, 2, 3],
  ['Fiballer', 0, 1, 3],
  ['Giron', 0, 1, 3],
  ['Henestrosa', 1, 1, 3],
  ['Henestrosa', 1, 1, 3],
  ['Infantado', 0, 3, 3],
  ['Inglesias', 1, 2, 2],
  ['Jones', 0, 2, 2],
  ['José Zayas', 0, 2, 3],
  ['La Peña', 0, 2, 3],
  ['La Romana', 1, 3, 1],
  ['Lardizabal', 0, 2, 3],
  ['Loy', 1, 1, 2],
  ['Manglano', 0, 1, 2],
  ['Manso', 1, 2, 3],
  ['Marques de Portago', 0, 1, 3],
  ['Marques de Zayas', 1, 2, 3],
  ['Palafox', 1, 3, 1],
  ['Reding', 1, 2, 3],
  ['Roca', 0, 2, 3],
  ['San Juan', 1, 1, 3],
  ['St March', 0, 1, 3],
  ['Venegas', 0, 2, 4],
  ['Vigodet', 0, 2, 3],
  ['Vives', 1, 1, 3],
  ['Zayas', 1, 2, 2],
  ['Zerain', 1, 2, 3],
]

const PRINTED: readonly (readonly [LeaderNation, readonly Row[]])[] = [
  ['French & Allied', FRENCH],
  ['Russian', RUSSIAN],
  ['British & Allied', BRITISH],
  ['Prussian', PRUSSIAN],
  ['Austrian', AUSTRIAN],
  ['Spanish', SPANISH],
]

function toLeaders(nation: LeaderNation, rows: readonly Row[]): Leader[] {
  const seen = new Map<string, number>()
  return rows.map((row) => {
    const name = row[0]
    const nth = (seen.get(name) ?? 0) + 1
    seen.set(name, nth)
    return {
      id: `${nation}/${name}${nth > 1 ? ` #${nth}` : ''}`,
      name,
      nation,
      leadership: row.length === 4 ? row[1] : null,
      morale: row.length === 4 ? row[2] : null,
      commandIndecision: row.length === 4 ? row[3] : null,
      printedWithoutRatings: row.length === 1,
      printedTwice: rows.filter((r) => r[0] === name).length > 1,
    }
  })
}

/** Every leader of every nation, in printed order. */
export const LEADERS: readonly Leader[] = PRINTED.flatMap(([nation, rows]) => toLeaders(nation, rows))

export function leadersOf(nation: LeaderNation): Leader[] {
  return LEADERS.filter((l) => l.nation === nation)
}

/** Leaders whose name contains `query`, ignoring case, accents and punctuation. Empty query: all. */
export function findLeaders(query: string, nation?: LeaderNation): Leader[] {
  const q = normalizeForSearch(query)
  return LEADERS.filter((l) => (!nation || l.nation === nation) && normalizeForSearch(l.name).includes(q))
}
