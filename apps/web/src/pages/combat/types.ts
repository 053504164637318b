import type { RulingLike } from '../../components/ruling-view';

/** The combat calculator API's answer, as the page reads it (see docs/cli.md, marshal attack --json). */
export interface HitJson {
  readonly location: string;
  readonly rear: boolean;
  readonly damage: number;
  readonly cover: boolean;
  readonly steps: readonly { location: string; armor: number; structure: number; destroyed: boolean; transferredTo: string | null }[];
  readonly criticals: readonly { location: string; roll: number; modifier: number; result: string; effects: readonly { location: string; system: string; item: string | null }[] }[];
  readonly vehicleCriticals: readonly { location: string; roll: number; result: string }[];
  readonly motive: { total: number; result: string } | null;
  readonly pilotHits: number;
}

export interface PsrJson {
  readonly trigger: string;
  readonly ruling: RulingLike;
  readonly roll: number | null;
  readonly success: boolean;
}

export interface AttackAnswer {
  readonly preview: { readonly toHit: RulingLike; readonly damage: string };
  readonly outcome?: {
    readonly attack: {
      roll: number | null; hit: boolean; jammed?: boolean; cluster?: { roll: number; hits: number } | null; hits: readonly HitJson[]; attackerHits?: readonly HitJson[]; targetHeat?: number;
      squad?: { troopers: number }; infantryDamage?: { explanation: string; damage: number };
      platoon?: { explanation: string }; swarm?: string | null; explanation?: string;
    };
    readonly phaseEnd: readonly { unit: string; psrs: readonly PsrJson[]; fall: { damage: number; facing: { side: string } } | null; crash?: { elevation: number; damage: number } }[];
  };
  readonly diceNeeded?: { count: number; sides: number; purpose: string; index: number };
  readonly record?: string;
}

export interface CombatOptionsAnswer {
  readonly options: readonly { id: string; title: string; description: string }[];
  readonly presets: readonly { id: string; title: string; includes: readonly string[] }[];
}
