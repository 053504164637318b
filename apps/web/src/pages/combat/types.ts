import type { CalculatorOutcome, CalculatorPreview } from '@marshal/battletech';

/** The combat calculator API's answer (see docs/cli.md, marshal attack --json): the engine's own preview and reports. */
export interface AttackAnswer {
  readonly preview: CalculatorPreview;
  readonly outcome?: Pick<CalculatorOutcome, 'attack' | 'phaseEnd'>;
  readonly diceNeeded?: { count: number; sides: number; purpose: string; index: number };
  readonly record?: string;
}

export interface CombatOptionsAnswer {
  readonly options: readonly { id: string; title: string; description: string }[];
  readonly presets: readonly { id: string; title: string; includes: readonly string[] }[];
}
