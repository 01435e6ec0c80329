/**
 * Time to compute every calculator's full exact distribution (median ms; target < 1 ms), for every
 * ruleset of src/rulesets/list.ts: each calculator on its `example`, then the extra cases the
 * engine module lists in its optional `benchInputs` (e.g. a case that needs an owner-entered table
 * the shipped example leaves empty). A distribution that throws is printed as NaN with its code.
 */
import type { AnyCalculator } from '@/engine/ruleset'
import { RULESETS } from '@/rulesets/list'
import type { BenchLine } from '../bench'
import { medianMs } from '../benchTiming'

/** An extra case an engine module asks the bench to time: `calculator` is a calculator id. */
interface BenchInput { name: string; calculator: string; input: unknown }

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null

const isBenchInput = (x: unknown): x is BenchInput =>
  isRecord(x) && typeof x.name === 'string' && typeof x.calculator === 'string' && 'input' in x

/** The engine's `benchInputs`, read defensively: absent or malformed entries give nothing. */
function benchInputsOf(engine: unknown): BenchInput[] {
  if (!isRecord(engine) || !Array.isArray(engine.benchInputs)) return []
  return engine.benchInputs.filter(isBenchInput)
}

function timed(name: string, calculator: AnyCalculator | undefined, input: unknown): BenchLine {
  const line = { name, unit: 'ms', target: '< 1 ms' }
  if (!calculator) return { ...line, name: `${name}: no such calculator`, value: NaN }
  try {
    calculator.distribution(input)
  } catch (e) {
    const code = isRecord(e) && typeof e.code === 'string' ? e.code : e instanceof Error ? e.message.slice(0, 60) : String(e)
    return { ...line, name: `${name}: throws ${code}`, value: NaN }
  }
  return { ...line, value: medianMs(() => calculator.distribution(input)) }
}

export default async function calculators(): Promise<BenchLine[]> {
  const out: BenchLine[] = []
  for (const manifest of RULESETS) {
    const engine = await manifest.engine()
    // "ruleset.fire" ids already say their ruleset; others get it in front.
    const label = (id: string) => (id.startsWith(`${manifest.id}.`) ? id : `${manifest.id} ${id}`)
    for (const c of Object.values(engine.calculators)) out.push(timed(`${label(c.id)}: full distribution (example)`, c, c.example))
    for (const b of benchInputsOf(engine)) out.push(timed(`${label(b.calculator)}: ${b.name}`, engine.calculators[b.calculator], b.input))
  }
  return out
}
