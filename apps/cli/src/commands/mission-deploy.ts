import type { Command } from 'commander';
import {
  type LiveGame,
  MarshalError,
  ScriptedDice,
  formatSource,
  parseRecord,
  playCommand,
  replayRecord,
  resolveRuleset,
  serializeRecord,
} from '@marshal/core';
import { type BattleCommand, type BattleState, baseCombatRules, battleModule, botCommand, deploymentRuleText, nextToDeploy } from '@marshal/battletech';
import { printJson, readTextFile, writeFileAtomic } from '../lib/io';

/**
 * `marshal mission deploy`: the deployment phase of a mission battle whose sides take it in turn to deploy (Escort, Open
 * Engagement, Assassination, Break the Line). Place one unit (`UNIT HEX FACING`), let the bot place for a side
 * (`--bot defender`, or `--bot both`), or, with neither, show whose turn it is and the zone. Deployment rolls no dice.
 */

interface DeployOptions {
  bot?: string;
  json?: boolean;
}

function loadBattle(file: string): LiveGame {
  const record = parseRecord(readTextFile(file), file);
  if (record.header.module !== battleModule.id) throw new MarshalError('not-a-battle', `${file} is a ${record.header.module} record, not a battle`, { file });
  const { state } = replayRecord(battleModule, record);
  return { module: battleModule, record, state, ruleset: resolveRuleset(battleModule.options, baseCombatRules, record.header.ruleset) };
}

function play(game: LiveGame, c: BattleCommand): LiveGame {
  const r = playCommand(game, c, new ScriptedDice([]));
  if (!r.ok) {
    const cited = r.rejection.source ? formatSource(r.rejection.source) : '';
    const src = cited && !r.rejection.reason.includes(cited) ? ` [${cited}]` : '';
    throw new MarshalError('refused', `${r.rejection.reason}${src}`, { field: r.rejection.field ?? 'unit' });
  }
  return r.game;
}

const sideName = (s: BattleState, id: string) => s.sides.find((x) => x.id === id)?.name ?? id;

function status(s: BattleState): string[] {
  const d = s.deployment;
  if (!d || s.phase !== 'deployment') return [`deployment done: the battle is at round ${s.round}, ${s.phase} phase`];
  const next = d.next!;
  const zone = d.zones[next]!;
  return [
    `${sideName(s, next)} deploys next: ${nextToDeploy(s)} (suggested ${s.positions[nextToDeploy(s)!]!.hex}); still to place: ${d.pending.join(', ')}`,
    `zone: ${zone.name} — ${zone.hexes.length} hexes, ${zone.hexes[0]}…${zone.hexes[zone.hexes.length - 1]}`,
    `rule: ${deploymentRuleText(d)}`,
  ];
}

export function missionDeployCommand(mission: Command): void {
  mission
    .command('deploy <battle-record> [unit] [hex] [facing]')
    .description("place a unit in a mission battle's deployment phase (sides take turns); --bot places for a side; with no unit, shows whose turn and the zone")
    .option('--bot <side>', 'the bot places for this side (attacker, defender or both) whenever it is its turn')
    .option('--json', 'machine-readable output')
    .action((file: string, unit: string | undefined, hex: string | undefined, facing: string | undefined, o: DeployOptions) => {
      let game = loadBattle(file);
      const placed: string[] = [];
      const s0 = game.state as BattleState;
      if (!s0.deployment) throw new MarshalError('no-deployment', `${file}: this battle placed every unit at set-up; there is nothing to deploy`, { file });
      if (unit) {
        if (!hex) throw new MarshalError('bad-option', 'give the hex to place the unit on, e.g. 0816', { field: 'hex' });
        const f = facing === undefined ? (s0.positions[unit]?.facing ?? 0) : Number(facing);
        if (!Number.isInteger(f) || f < 0 || f > 5) throw new MarshalError('bad-option', `facing must be 0–5, not "${facing}"`, { field: 'facing' });
        game = play(game, { type: 'deploy', unit, hex, facing: f });
        placed.push(`${unit} at ${hex} facing ${f}`);
      }
      if (o.bot) {
        if (!['attacker', 'defender', 'both'].includes(o.bot))
          throw new MarshalError('bad-option', `--bot must be attacker, defender or both`, { field: '--bot' });
        for (let s = game.state as BattleState; s.phase === 'deployment' && (o.bot === 'both' || s.deployment?.next === o.bot); s = game.state as BattleState) {
          const c = botCommand(s, game.ruleset.rules as never)!;
          game = play(game, c);
          if (c.type === 'deploy') placed.push(`${c.unit} at ${c.hex} facing ${c.facing} (bot)`);
        }
      }
      if (placed.length) writeFileAtomic(file, serializeRecord(game.record));
      const s = game.state as BattleState;
      if (o.json) return printJson({ placed, phase: s.phase, next: s.deployment?.next ?? null, pending: s.deployment?.pending ?? [] });
      for (const p of placed) console.log(`placed ${p}`);
      for (const l of status(s)) console.log(l);
    });
}
