// The events of a battle (what the record keeps): one union over every phase's events.
import type { FireReport } from './fire';
import type { WrittenOrdersEvent } from './written-orders';
import type { PhysicalReport } from './phases';
import type { PhaseEndReport } from '../rules/piloting/phase-end';
import type { HeatPhaseReport } from '../rules/heat/heat';
import type { FireDeclaration, PhysicalDeclaration } from './schema';
import type { BattleOutcome, Position } from './state';
import type { EdgeName } from '../map/compose';
import type { UnitChange } from './unit-change';
import type { EcmModeSetEvent } from './electronics';
import type { CoverTakenEvent } from './taking-cover';
import type { UnitDeployedEvent } from './deployment';
import type { UnitRevealedEvent } from './hidden';
import type { PointBlankEvent } from './point-blank';

/** A whole battle on the kernel: initiative, movement (alternating or written and simultaneous), fire, physical attacks, heat, end phase. */
export type BattleEvent =
  | UnitDeployedEvent
  | {
      readonly type: 'initiativeRolled';
      readonly round: number;
      readonly rolls: readonly (readonly { side: string; total: number }[])[];
      readonly order: readonly string[];
    }
  | WrittenOrdersEvent
  | { readonly type: 'fireDeclared'; readonly unit: string; readonly attacks: readonly FireDeclaration[]; readonly twist: number }
  | {
      readonly type: 'fireResolved';
      readonly reports: readonly FireReport[];
      readonly psrs: readonly PhaseEndReport[];
      readonly units: Readonly<Record<string, UnitChange>>;
      readonly positions: Readonly<Record<string, Position>>;
      readonly buildings?: Readonly<Record<string, { readonly remaining: number; readonly destroyed: boolean }>>;
    }
  | { readonly type: 'physicalDeclared'; readonly unit: string; readonly attack: PhysicalDeclaration | null }
  | {
      readonly type: 'physicalResolved';
      readonly reports: readonly PhysicalReport[];
      readonly psrs: readonly PhaseEndReport[];
      readonly units: Readonly<Record<string, UnitChange>>;
      readonly positions: Readonly<Record<string, Position>>;
      readonly exits?: Readonly<Record<string, EdgeName>>;
    }
  | {
      readonly type: 'heatResolved';
      readonly reports: readonly HeatPhaseReport[];
      readonly psrs: readonly PhaseEndReport[];
      readonly units: Readonly<Record<string, UnitChange>>;
      readonly positions: Readonly<Record<string, Position>>;
    }
  | EcmModeSetEvent
  | CoverTakenEvent
  | UnitRevealedEvent
  | PointBlankEvent
  | { readonly type: 'roundEnded'; readonly round: number; readonly withdrawn: readonly string[]; readonly outcome: BattleOutcome | null };
