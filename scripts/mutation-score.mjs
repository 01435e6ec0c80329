// Prints the mutation score per ruleset folder (src/engine/<id>) and overall from StrykerJS's JSON report
// (reports/mutation/mutation.json, written by `npm run mutation`): once over all mutants and once leaving out
// StringLiteral mutants (working text and messages), the two numbers of issue 15.
// Score = (killed + timeout) / (killed + timeout + survived + no coverage); compile errors and ignored mutants
// are left out, as Stryker does. Several reports (runs narrowed to parts of src/engine) can be given: they are
// merged file by file, a later report's file replacing an earlier one's.
//   npm run mutation:score [-- reports/mutation/a/mutation.json reports/mutation/b/mutation.json] [--survivors]
import { readFileSync } from 'node:fs'

const given = process.argv.slice(2).filter((arg) => !arg.startsWith('--'))
const reports = (given.length > 0 ? given : ['reports/mutation/mutation.json']).map((file) => JSON.parse(readFileSync(file, 'utf8')))
const report = { files: Object.assign({}, ...reports.map((r) => r.files)) }
const DETECTED = new Set(['Killed', 'Timeout'])
const UNDETECTED = new Set(['Survived', 'NoCoverage'])

/** @type {Map<string, { all: number[], noString: number[] }>} [detected, valid] per group */
const groups = new Map()
function add(group, mutant) {
  const entry = groups.get(group) ?? { all: [0, 0], noString: [0, 0] }
  groups.set(group, entry)
  const detected = DETECTED.has(mutant.status) ? 1 : 0
  entry.all[0] += detected
  entry.all[1] += 1
  if (mutant.mutatorName !== 'StringLiteral') {
    entry.noString[0] += detected
    entry.noString[1] += 1
  }
}

for (const [path, { mutants }] of Object.entries(report.files)) {
  const match = /src\/engine\/([^/]+)\//.exec(path)
  const folder = match ? `src/engine/${match[1]}` : 'src/engine'
  for (const mutant of mutants) {
    if (!DETECTED.has(mutant.status) && !UNDETECTED.has(mutant.status)) continue
    add(folder, mutant)
    add('overall', mutant)
  }
}

const pct = ([detected, valid]) => (valid === 0 ? '   n/a' : `${((100 * detected) / valid).toFixed(2).padStart(6)}`)
const rows = [...groups.keys()].filter((g) => g !== 'overall').sort()
if (groups.has('overall')) rows.push('overall')
console.log(`${'folder'.padEnd(26)} ${'all %'.padStart(7)} ${'(killed/valid)'.padStart(15)}  ${'no-string %'.padStart(11)} ${'(killed/valid)'.padStart(15)}`)
for (const group of rows) {
  const { all, noString } = groups.get(group)
  console.log(
    `${group.padEnd(26)} ${pct(all).padStart(7)} ${`(${all[0]}/${all[1]})`.padStart(15)}  ${pct(noString).padStart(11)} ${`(${noString[0]}/${noString[1]})`.padStart(15)}`,
  )
}

// `npm run mutation:score -- --survivors` also lists every mutant the tests let through, file:line first.
if (process.argv.includes('--survivors')) {
  for (const [path, { source, mutants }] of Object.entries(report.files)) {
    const lines = source.split('\n')
    for (const mutant of mutants) {
      if (!UNDETECTED.has(mutant.status)) continue
      const { line, column } = mutant.location.start
      const original = (lines[line - 1] ?? '').trim().slice(0, 100)
      console.log(`${path}:${line}:${column} ${mutant.status} ${mutant.mutatorName} → ${JSON.stringify(mutant.replacement ?? '')}\n    ${original}`)
    }
  }
}
