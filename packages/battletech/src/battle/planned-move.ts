// A move as it is being written, before it is sent: the path as the battle would run it (round other units), the
// piloting rolls its steps would call for, and its heat — so a player pointing or typing sees what the engine will do.
import type { Ruling } from '@marshal/core';
import type { CombatRules } from '../options/rules';
import type { PathResult } from '../map/path';
import { psrRuling } from '../rules/piloting/piloting';
import { afterGettingUp, movementHeat, unblockedPath } from './movement';
import { pathTriggers } from './movement-psrs';
import type { BattleState } from './state';
import { nextState } from './next-state';

/** A piloting roll the move would need: where (step −1: before moving), why, and its ruling (target number and odds). */
export interface PlannedRoll {
  readonly step: number;
  readonly hex: string;
  readonly label: string;
  readonly ruling: Ruling;
}

export interface PlannedMove {
  readonly path: PathResult | null;
  /** The orders could not be read (the notation's own message). */
  readonly error: string | null;
  readonly rolls: readonly PlannedRoll[];
  /** Movement heat the move builds (walking 1, running 2, jumping at least 3). */
  readonly heat: number;
}

/**
 * The written orders of a unit run as the battle would run them: a prone unit first gets up (2 MP, assumed to
 * succeed: its roll is listed), then the path stops before another unit's hex or a forbidden map edge. The rolls are
 * the battle's own (`pathTriggers`), not re-derived here.
 */
export function plannedMove(s: BattleState, id: string, orders: string, rules: CombatRules, mode?: 'walk' | 'run' | 'jump'): PlannedMove {
  const u = s.units[id];
  const at = s.positions[id];
  if (!u || !at || !orders.trim()) return { path: null, error: null, rolls: [], heat: 0 };
  const rolls: PlannedRoll[] = [];
  let attempts: { ruling: Ruling; roll: null; success: true; fall: null }[] = [];
  if (u.prone) {
    const ruling = psrRuling(u, 'getting-up', rules);
    attempts = [{ ruling, roll: null, success: true, fall: null }];
    rolls.push({ step: -1, hex: at.hex, label: rules.triggers['getting-up'].label, ruling });
  }
  const standing = { ...u, prone: false };
  const m = afterGettingUp(s, id, standing, attempts);
  try {
    const path = unblockedPath(nextState(s, { positions: { ...s.positions, [id]: m.start } }), id, m.mover, orders, mode);
    for (const t of pathTriggers(s.map, standing, path))
      rolls.push({ step: t.step, hex: t.hex, label: rules.triggers[t.trigger].label, ruling: psrRuling(standing, t.trigger, rules) });
    return { path, error: null, rolls, heat: movementHeat({ mode: path.mode, hexes: path.hexesMoved }) };
  } catch (e) {
    return { path: null, error: (e as Error).message, rolls, heat: 0 };
  }
}
