import type { FireInput } from './fireInput'
import type { UnitKind } from './referenceSheet'
import type { RangeBand } from './ruler'

/** seed 003, Fire Value Modifiers (9.2): which lines of the infantry, cavalry or artillery list apply (ids in modifiers.ts). */
export function listModifiers(kind: UnitKind, target: UnitKind, band: RangeBand, input: FireInput, targetTerrain: string): string[] {
  const square = input.targetInSquare === true
  const flank = input.onFlankOrRear === true
  const ids: string[] = []
  if (kind === 'infantry') {
    if ((square || flank) && band === 1) ids.push('inf-on-square-flank-rear')
    if (input.firingFromSquare) ids.push('inf-from-square')
    if (target === 'artillery' && band === 2) ids.push('inf-on-artillery-medium')
    if (target === 'cavalry') ids.push('inf-on-cavalry')
  } else if (kind === 'cavalry') {
    if (flank) ids.push('cav-flank-rear')
    if (target === 'infantry' && !square && (targetTerrain === 'open' || targetTerrain === 'hill')) ids.push('cav-infantry-open')
    if (square) ids.push('cav-infantry-square') // only infantry forms square (refused otherwise in modifiedFireValue)
    if (target === 'artillery') ids.push('cav-artillery')
  } else if (kind === 'artillery') {
    if (square) ids.push('art-on-square')
    if (flank && band === 1) ids.push('art-flank-rear')
    if (target === 'artillery') ids.push('art-on-artillery')
    if (target === 'cavalry') ids.push('art-on-cavalry')
  }
  return ids
}
