import { describe, expect, it } from 'vitest'
import { defaultRulings, rulingValue } from '@/engine/ruleset'
import { countByResolve } from '@/test-utils/calculatorChecks'
import { RULESETS } from './list'

const key = (v: unknown) => JSON.stringify(v)
/** Face combinations walked one by one to check a distribution against resolve (6^7 ≈ 280,000). */
const MAX_ENUMERATED = 6 ** 7
const engines = await Promise.all(RULESETS.map(async (m) => ({ manifest: m, engine: await m.engine(), aid: await m.battleAid() })))

describe('every ruleset of the list and its engine', () => {
  it('each manifest loads the engine of the same id, with the same rulings', () => {
    for (const { manifest, engine, aid } of engines) {
      expect(engine.id).toBe(manifest.id)
      expect(engine.seeds).toEqual(manifest.seeds)
      expect(engine.rulings).toBe(aid.rulings)
    }
  })

  it('each engine brings calculators, tables, dice and rulings; every table has a section and a unique id', () => {
    for (const { engine } of engines) {
      expect(Object.keys(engine.calculators).length, engine.id).toBeGreaterThan(3)
      expect(engine.tables.length, engine.id).toBeGreaterThan(3)
      expect(engine.dice.length, engine.id).toBeGreaterThan(0)
      expect(engine.rulings.length, engine.id).toBeGreaterThan(0)
      const ids = engine.tables.map((t) => t.id)
      expect(new Set(ids).size, `${engine.id} table ids`).toBe(ids.length)
      for (const t of engine.tables) expect(t.rule.section.length, `${t.id} section`).toBeGreaterThan(0)
    }
  })

  it('calculator ids are the keys they are listed under', () => {
    for (const { engine } of engines) for (const [k, c] of Object.entries(engine.calculators)) expect(c.id).toBe(k)
  })

  for (const { engine } of engines) {
    for (const calc of Object.values(engine.calculators)) {
      it(`${engine.id}/${calc.id}: the example resolves, its distribution sums exactly and agrees with resolve`, () => {
        const dist = calc.distribution(calc.example)
        expect(dist.outcomes.reduce((s, o) => s + o.count, 0)).toBe(dist.total)
        const printed = calc.outcomes(calc.example).map(key)
        for (const o of dist.outcomes) expect(printed, `${key(o.value)} is a printed outcome`).toContain(key(o.value))
        const dice = calc.dice(calc.example).map((d) => d.die)
        const combinations = dice.reduce((n, d) => n * d.faces.length, 1)
        if (combinations <= MAX_ENUMERATED) {
          const { total, counts } = countByResolve(calc, calc.example)
          expect(dist.total).toBe(total)
          for (const o of dist.outcomes) expect(counts.get(key(o.value)), key(o.value)).toBe(o.count)
        } else {
          // Too many faces to walk here (16 close-combat dice = 6^16): every face of every die, each with
          // the others at their lowest and highest face, must resolve to an outcome the distribution gives odds for.
          const given = new Set(dist.outcomes.filter((o) => o.count > 0).map((o) => key(o.value)))
          for (const base of [0, -1]) {
            for (let i = 0; i < dice.length; i++) {
              for (const face of dice[i]!.faces) {
                const faces = dice.map((d, j) => (j === i ? face : d.faces.at(base)!))
                expect(given, `faces ${key(faces)}`).toContain(key(calc.resolve(calc.example, faces).outcome))
              }
            }
          }
        }
      })
    }
  }

  it('fills rulings with their defaults and ignores a value that is not an option', () => {
    const w = engines.find((r) => r.manifest.id === 'wargaming')!.aid
    expect(defaultRulings(w.rulings).rainRounding).toBe('toward-zero')
    const rain = w.rulings.find((x) => x.id === 'rainRounding')!
    expect(rulingValue(rain, { rainRounding: 'up' })).toBe('up')
    expect(rulingValue(rain, { rainRounding: 'sideways' })).toBe('toward-zero')
  })
})
