import { COMMAND_RADIUS_YARDS, FRIENDS_WITHIN_YARDS, LEADER_WITHIN_YARDS } from '@/engine/wargaming/command'
import { MOVEMENT, type MovementRow } from '@/engine/wargaming/data/movement'
import { MORALE_MOVE_YARDS } from '@/engine/wargaming/moraleMoves'
import { RANGE_BAND_LIMITS, RANGE_BANDS, RANGE_TABLE } from '@/engine/wargaming/tables/rangeModifiers'
import { rulerLine, type Measure, type RulerSection } from './rulerMeasure'

const ref = (section: string) => ({ seed: '004', section })
const COLUMNS: readonly [keyof Omit<MovementRow, 'troopType'>, string][] = [
  ['line', 'line'], ['columnOrLimbered', 'column / limbered'], ['road', 'road'], ['manhandled', 'manhandled'], ['skirmish', 'skirmish'],
]

/** The ruler's sections, each distance as printed in yards (the engine's tables) and in table units. */
export function rulerSections(m: Measure): RulerSection[] {
  const line = (label: string, yards: number) => rulerLine(label, yards, m)
  return [
    {
      title: 'Movement per move', rule: ref('Movement'),
      lines: MOVEMENT.flatMap((r) => COLUMNS.flatMap(([k, w]) => (r[k] === null ? [] : [line(`${r.troopType}, ${w}`, r[k])]))),
    },
    {
      title: 'Range bands (outer edge) and penetration', rule: ref('Firing: Modifiers, Range'),
      lines: RANGE_TABLE.flatMap((w) => [
        ...w.ranges.flatMap((cell, i) => (cell === '-' ? [] : [line(`${w.weapon}, ${RANGE_BANDS[i]} yd (${cell > 0 ? '+' : ''}${cell})`, RANGE_BAND_LIMITS[i]!)])),
        line(`${w.weapon}, penetration`, w.penetration),
      ]),
    },
    {
      title: 'Command radius', rule: ref('Definitions: Command Radius'),
      lines: Object.entries(COMMAND_RADIUS_YARDS).map(([level, y]) => line(`${level[0]!.toUpperCase()}${level.slice(1)} leader`, y)),
    },
    {
      title: 'Checks', rule: ref('Definitions: Command Radius; Supported'),
      lines: [line('Leader within (casualties, morale bonus)', LEADER_WITHIN_YARDS), line('Friends or enemy within (support, morale, control)', FRIENDS_WITHIN_YARDS)],
    },
    {
      title: 'Retire, retreat, rout', rule: ref('Morale: Explanation of results'),
      lines: Object.entries(MORALE_MOVE_YARDS).flatMap(([r, pair]) =>
        pair ? [line(`${r}, infantry & foot artillery`, pair[0]), line(`${r}, cavalry & horse artillery`, pair[1])] : [],
      ),
    },
  ]
}
