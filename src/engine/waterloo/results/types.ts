import type { OwedStep } from '../../core/sequence'

/** A unit as a result procedure needs it. */
export interface ResultUnit {
  readonly id: string
  readonly name: string
  readonly stepLosses: number
  readonly detachment: boolean
}

/** An owed step of a waterloo result: a Retreat says how many hexes. */
export interface WlOwed extends OwedStep {
  readonly kind: 'panic' | 'retreat' | 'move back' | 'detachment' | 'forced march'
  readonly hexes?: number
}

/** What Step Losses leave on one unit. */
export interface LossOutcome {
  readonly unitId: string
  readonly before: number
  readonly after: number
  readonly eliminated: boolean
}
