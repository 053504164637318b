/**
 * A mission whose sides take it in turn to deploy (its `deployInTurns`: Escort, Open Engagement, Assassination, Break the
 * Line) fought digitally: the battle opens with a deployment phase. Each side's zone is every hex its deployment rules
 * allow that a unit may stand in at the start (dry, no building, not an objective); the automatic placement stays as
 * the suggestion (what the bot plays).
 */
import { formatSource } from '@marshal/core';
import { type BattleSetup, type GameMap, buildingOf, gridLabel, hexAt, waterDepth } from '@marshal/battletech';
import { type DeploymentRule, type Frame, zoneTest } from './deployment-zones';
import type { MissionDefinition } from './missions/types';
import type { Side } from './units';

const SIDES: readonly Side[] = ['attacker', 'defender'];

/** The hexes of a side's zone a unit may start in: inside one of its rules, dry, without a building, not reserved for an objective. */
export function zoneHexes(f: Frame, rules: readonly DeploymentRule[], reserved: ReadonlySet<string>): string[] {
  const tests = rules.map((r) => zoneTest(f, r.zone));
  const out: string[] = [];
  for (let row = 0; row < f.grid.height; row++)
    for (let col = 0; col < f.grid.width; col++) {
      const h = { col, row };
      const label = gridLabel(f.grid, h);
      const mh = hexAt(f.grid as GameMap, h);
      if (!mh || waterDepth(mh) > 0 || buildingOf(mh) || reserved.has(label)) continue;
      if (tests.some((t) => t(h) === null)) out.push(label);
    }
  return out;
}

const depthNote = (f: Frame, rules: readonly DeploymentRule[]) =>
  rules.some((r) => r.zone.kind === 'edge' || r.zone.fromAttackerZone !== undefined) ? ` (an edge zone is ${f.deployDepth} rows deep)` : '';

/** The battle's `deployment` for a mission that deploys in turns, or undefined (every unit placed at once, as before). */
export function deploymentInTurns(f: Frame, m: MissionDefinition, reserved: ReadonlySet<string>): BattleSetup['deployment'] {
  const turns = m.deployInTurns;
  if (!turns) return undefined;
  return {
    first: turns.first,
    rule: turns.text,
    source: turns.source,
    zones: SIDES.map((side) => {
      const rules = m.zones.filter((r) => r.side === side);
      const name = `${rules.map((r) => r.text).join('; ')}${depthNote(f, rules)} [${formatSource(rules[0]!.source)}]`;
      return { side, name, hexes: zoneHexes(f, rules, reserved) };
    }),
  };
}
