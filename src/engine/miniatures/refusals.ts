import { RulesInputError } from '../core'
import type { UnitKind } from './referenceSheet'
import type { MiniaturesRulings } from './rulings'
import type { TerrainType } from './terrain'
import { disorderPoints } from './words'

/**
 * Inputs the rules forbid (RULES.md ruling 27), each with its own reason so a screen can say why and never offer it:
 * seed 000 §6.1 and §8.4 "Cavalry can't attack a unit inside a building. It may enter a building hex but may not
 * fire from it"; §8.5 "Artillery in a stream or marsh hex can NOT fire at all"; seed 003 §6.0 a unit is "removed"
 * at its DP limit; seed 003 §7.3 "Cavalry: only adjacent … ONLY if facing and adjacent to them".
 */
export type RefusalReason =
  | 'cavalry-into-buildings'
  | 'cavalry-out-of-buildings'
  | 'artillery-in-stream'
  | 'removed-unit'
  | 'cavalry-not-in-contact'

/** A RulesInputError (code 'forbidden', the rule quoted) that also names which prohibition applied. */
export class RulesRefusal extends RulesInputError {
  constructor(readonly reason: RefusalReason, field: string, message: string) {
    super('forbidden', field, message)
  }
}

/** Throws a RulesRefusal unless `ok`. */
export function refuse(ok: boolean, reason: RefusalReason, field: string, message: string): asserts ok {
  if (!ok) throw new RulesRefusal(reason, field, message)
}

/** What `refuseForbiddenFire` needs to know about the firer and the two terrains. */
export interface FireSituation {
  readonly kind: UnitKind
  readonly name: string
  readonly disorderPoints: number
  readonly removedAt: number
  readonly firerTerrain: TerrainType
  readonly targetTerrain: TerrainType
  /** Base to base with the target; undefined = as usual for the kind (cavalry in contact). */
  readonly adjacent?: boolean
  readonly rulings?: MiniaturesRulings
}

/** Ruling 27: refuses fire (or a charge) the texts forbid, naming the rule. */
export function refuseForbiddenFire(s: FireSituation): void {
  refuse(s.disorderPoints < s.removedAt, 'removed-unit', 'disorderPoints',
    `${s.name} with ${disorderPoints(s.disorderPoints)} was removed at ${disorderPoints(s.removedAt)} and can no longer fire (seed 003, 6.0).`)
  if (s.kind === 'cavalry') {
    refuse(!s.firerTerrain.builtUp, 'cavalry-out-of-buildings', 'firerTerrain',
      `Cavalry may enter a building but may not fire or charge from it (${s.firerTerrain.name}; seed 000, 8.4).`)
    refuse(!s.targetTerrain.builtUp, 'cavalry-into-buildings', 'targetTerrain',
      `Cavalry can't attack a unit inside a building (${s.targetTerrain.name}; seed 000, 8.4).`)
    refuse(s.adjacent !== false, 'cavalry-not-in-contact', 'adjacent',
      'Cavalry attacks only when facing and adjacent: shock in contact, not at a distance (seed 003, 7.3).')
  }
  refuse(s.kind !== 'artillery' || s.firerTerrain.id !== 'stream' || s.rulings?.seed000Prohibitions === 'artillery fires from stream',
    'artillery-in-stream', 'firerTerrain', 'Artillery in a stream or marsh can NOT fire at all (seed 000, 8.5; ruling 27).')
}

/** The refusal `refuseForbiddenFire` would throw for `s`, or null: lets a screen leave a forbidden choice out and say why. */
export function refusalOf(s: FireSituation): RulesRefusal | null {
  try {
    refuseForbiddenFire(s)
    return null
  } catch (e) {
    if (e instanceof RulesRefusal) return e
    throw e
  }
}
