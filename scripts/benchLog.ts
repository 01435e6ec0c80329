import type { Action, Op, Unit } from '@/model/types'
import { testUnit } from '@/test-utils/battles'

/** A long battle for the benches, as the app writes it (units from the test builders, whose schema the state fits): units added, then fire with its dice and calculator detail, and undos. */
export function bigLog(actions: number, units = 400): Action[] {
  const log: Action[] = []
  const live: number[] = []
  for (let seq = 1; seq <= actions; seq++) {
    const at = 1_700_000_000_000 + seq * 1000
    if (seq <= units) {
      const unit: Unit = { ...testUnit(`u${seq}`), side: seq % 2 ? 'a' : 'b', name: `Battalion ${seq}` }
      log.push({ id: `s${seq}`, seq, at, kind: 'unit.add', label: `Added ${unit.name}`, ops: [{ op: 'unit.put', unit }] })
    } else if (seq % 50 === 0 && live.length) {
      log.push({ id: `s${seq}`, seq, at, kind: 'undo', label: 'Undo', undoes: `s${live.pop()!}`, ops: [] })
      continue
    } else {
      const id = `u${(seq % units) + 1}`
      const ops: Op[] = [{ op: 'unit.patch', id, state: { lostBases: seq % 4, order: seq % 3 ? 'formed' : 'disordered' } }]
      log.push({
        id: `s${seq}`, seq, at, kind: 'fire.applied', label: `Battalion ${id} fired: ${seq % 4} bases lost`, by: 'a', ops,
        dice: { source: 'app', dice: [{ role: 'fire', die: 'd6', face: (seq % 6) + 1 }, { role: 'fire', die: 'd6', face: ((seq * 7) % 6) + 1 }] },
        detail: { calculator: 'wargaming.fire', input: { fireFactor: 3, range: 'close', target: 'line' }, total: 7, result: 'one base lost' },
      })
    }
    live.push(seq)
  }
  return log
}
