import { randomBytes } from 'node:crypto';
import type { Command } from 'commander';
import { DiceNeeded, MarshalError, PhysicalDice, SeededDice, revealSeed, serializeRecord } from '@marshal/core';
import {
  type CalculatorInput,
  type CalculatorOutcome,
  formatOutcome,
  formatPreview,
  manualLosInput,
  previewAttack,
  resolveCalculator,
} from '@marshal/battletech';
import { unitFromFileOrName as loadCombatUnit } from '@marshal/loaders/files';
import { type AskFaces, terminalAsk } from '../lib/ask-faces';
import { printJson, writeFileAtomic } from '../lib/io';
import { wholeNumber } from './dice';
import type { CommandModule } from './index';

/** `marshal attack`: the ruling calculator — to-hit breakdown and odds, and (when rolled) location, damage, criticals, piloting rolls. */
export interface AttackOptions {
  attacker: string;
  target: string;
  gunnery: string;
  piloting: string;
  targetPiloting: string;
  targetGunnery: string;
  weapon?: string;
  physical?: string;
  limb?: string;
  range: string;
  attackerMoved: string;
  targetMoved: string;
  targetJumped?: boolean;
  direction: string;
  heat: string;
  targetHeat: string;
  hexesMoved?: string;
  cover?: string;
  woods?: string;
  mode?: string;
  flamer?: string;
  secondary?: string;
  probe?: boolean;
  stealth?: boolean;
  aim?: string;
  hullDown?: boolean;
  attackerHullDown?: boolean;
  targetImmobile?: boolean;
  targetElevation?: string;
  inOpen?: boolean;
  antiMech?: string;
  rounds?: string;
  enemyEcm?: boolean;
  attackerStealth?: boolean;
  options?: string;
  roll?: string;
  faces?: string;
  record?: string;
  json?: boolean;
}

const oneOf = <T extends string>(value: string | undefined, allowed: readonly T[], option: string): T | undefined => {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new MarshalError('bad-option', `${option} must be one of ${allowed.join(', ')}, not "${value}"`, { field: option });
  return value as T;
};

export function calculatorInput(o: AttackOptions): CalculatorInput {
  const physical = oneOf(o.physical, ['punch', 'kick', 'push', 'charge', 'dfa'] as const, '--physical');
  const antiMech = oneOf(o.antiMech, ['leg', 'swarm', 'swarm-damage'] as const, '--anti-mech');
  const attacker = loadCombatUnit(o.attacker, '--attacker');
  const weapon = o.weapon ?? (attacker.platoon && !physical && !antiMech ? 'platoon' : undefined);
  if (!physical && !antiMech && !weapon)
    throw new MarshalError('bad-option', 'give --weapon NAME or --physical punch|kick|push|charge|dfa (or --anti-mech leg|swarm|swarm-damage)', {
      field: '--weapon',
    });
  const cover = oneOf(o.cover, ['horizontal', 'water'] as const, '--cover') ?? null;
  const woods = oneOf(o.woods, ['light', 'heavy'] as const, '--woods') ?? null;
  const limb = oneOf(o.limb, ['LA', 'RA', 'LL', 'RL', 'FLL', 'FRL', 'RLL', 'RRL', 'CL'] as const, '--limb');
  return {
    attacker: {
      unit: attacker,
      gunnery: wholeNumber(o.gunnery, '--gunnery', 0, 8),
      piloting: wholeNumber(o.piloting, '--piloting', 0, 8),
      heat: wholeNumber(o.heat, '--heat', 0, 99),
      ...(o.attackerHullDown ? { hullDown: true } : {}),
    },
    target: {
      unit: loadCombatUnit(o.target, '--target'),
      gunnery: wholeNumber(o.targetGunnery, '--target-gunnery', 0, 8),
      piloting: wholeNumber(o.targetPiloting, '--target-piloting', 0, 8),
      heat: wholeNumber(o.targetHeat, '--target-heat', 0, 99),
      ...(o.hullDown ? { hullDown: true } : {}),
      ...(o.targetImmobile ? { immobile: true } : {}),
      ...(o.targetElevation !== undefined ? { elevation: wholeNumber(o.targetElevation, '--target-elevation', 0, 50) } : {}),
    },
    attack: {
      ...(physical ? { physical } : antiMech ? { antiMech } : { weapon: weapon! }),
      ...(limb ? { limb } : {}),
      range: wholeNumber(o.range, '--range', 0, 100),
      attackerMoved: oneOf(o.attackerMoved, ['stood', 'walked', 'ran', 'jumped'] as const, '--attacker-moved')!,
      targetMoved: { hexes: wholeNumber(o.targetMoved, '--target-moved', 0, 50), jumped: o.targetJumped ?? false },
      direction: oneOf(o.direction, ['front', 'rear', 'left', 'right'] as const, '--direction')!,
      ...(o.hexesMoved !== undefined ? { hexesMoved: wholeNumber(o.hexesMoved, '--hexes-moved', 0, 50) } : {}),
      ...(cover || woods ? { los: manualLosInput(cover, woods) } : {}),
      ...(o.mode ? { mode: o.mode } : {}),
      ...(o.flamer ? { flamerEffect: oneOf(o.flamer, ['damage', 'heat'] as const, '--flamer')! } : {}),
      ...(o.secondary ? { secondaryTarget: oneOf(o.secondary, ['front', 'other'] as const, '--secondary')! } : {}),
      ...(o.probe ? { probeInRange: true } : {}),
      ...(o.stealth ? { targetStealth: true } : {}),
      ...(o.aim ? { aim: o.aim.toUpperCase() } : {}),
      ...(o.inOpen ? { targetInOpen: true } : {}),
      ...(o.rounds ? { rounds: o.rounds } : {}),
      ...(o.enemyEcm ? { enemyEcm: true } : {}),
      ...(o.attackerStealth ? { attackerStealth: true } : {}),
    },
    ruleset: (o.options ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}

/** Physical dice: use the faces given, ask for the rest one roll at a time, re-running the attack each time. */
async function resolvePhysical(input: CalculatorInput, given: number[][], ask: AskFaces | null): Promise<CalculatorOutcome> {
  const entered = [...given];
  for (;;) {
    try {
      return resolveCalculator(input, new PhysicalDice(entered), { kind: 'physical' });
    } catch (e) {
      if (!(e instanceof DiceNeeded)) throw e;
      if (!ask)
        throw new MarshalError('dice-needed', `${e.message}: roll at the table and give every roll in order with --faces, e.g. --faces "3 4; 1"`, {
          field: '--faces',
        });
      entered.push(await ask(e.request));
    }
  }
}

async function run(o: AttackOptions): Promise<void> {
  const input = calculatorInput(o);
  const preview = previewAttack(input);
  const roll = o.roll ?? 'none';
  let outcome: CalculatorOutcome | null = null;
  let seed: string | null = null;
  if (roll.startsWith('seed') || roll === 'seeded') {
    seed = roll.startsWith('seed:') ? roll.slice(5) : randomBytes(9).toString('base64url');
    outcome = resolveCalculator(input, SeededDice.fromSeed(seed), { kind: 'seeded', seed });
  } else if (roll === 'physical') {
    const given = (o.faces ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => s.split(/[\s,]+/u).map(Number));
    const terminal = !o.json && process.stdin.isTTY ? terminalAsk() : null;
    try {
      outcome = await resolvePhysical(input, given, terminal?.ask ?? null);
    } finally {
      terminal?.close();
    }
  } else if (roll !== 'none') throw new MarshalError('bad-option', `--roll must be physical, seed or seed:TEXT, not "${roll}"`, { field: '--roll' });
  const record = outcome ? serializeRecord(seed ? revealSeed(outcome.record, seed) : outcome.record) : null;
  if (o.record && record) writeFileAtomic(o.record, record);
  if (o.json)
    return printJson({
      preview,
      ...(outcome ? { outcome: { attack: outcome.attack, phaseEnd: outcome.phaseEnd } } : {}),
      ...(seed ? { seed } : {}),
      ...(o.record && record ? { record: o.record } : {}),
    });
  console.log(formatPreview(preview).join('\n'));
  if (outcome) console.log(formatOutcome(outcome, { attacker: input.attacker.unit.name, target: input.target.unit.name }).join('\n'));
  if (seed) console.log(`seed "${seed}" (rerun with --roll seed:${seed} for the same dice)`);
  if (o.record && record) console.log(`record written to ${o.record} (check it with: marshal verify ${o.record})`);
}

export const attackCommands: CommandModule = (program: Command) => {
  program
    .command('attack')
    .description(
      'Ruling calculator: to-hit breakdown and exact odds for a weapon or physical attack; with --roll, the location, damage, criticals and piloting rolls',
    )
    .requiredOption('--attacker <unit>', 'attacking unit: "Chassis Model" from the bundled files, or a unit file (.mtf, .blk, JSON)')
    .requiredOption('--target <unit>', 'target unit, as --attacker')
    .option('--gunnery <n>', "attacker's gunnery skill", '4')
    .option('--piloting <n>', "attacker's piloting skill (physical attacks)", '5')
    .option('--target-gunnery <n>', "target's gunnery skill", '4')
    .option('--target-piloting <n>', "target's piloting skill (its piloting rolls, charge/DFA differential)", '5')
    .option('--weapon <name>', 'weapon fired, e.g. "Medium Laser"')
    .option('--physical <kind>', 'physical attack: punch, kick, push, charge or dfa')
    .option('--limb <loc>', "arm that punches or leg that kicks: LA, RA, LL, RL (quads: FLL, FRL; tripods also CL); default the unit's right one")
    .option('--range <hexes>', 'range in hexes', '1')
    .option('--attacker-moved <how>', 'stood, walked, ran or jumped', 'stood')
    .option('--target-moved <hexes>', 'hexes the target moved this turn', '0')
    .option('--target-jumped', 'the target jumped')
    .option('--direction <side>', 'side of the target attacked: front, rear, left, right', 'front')
    .option('--heat <n>', "attacker's current heat (to-hit, TSM)", '0')
    .option('--target-heat <n>', "target's current heat", '0')
    .option('--hexes-moved <n>', 'hexes the charging attacker moved')
    .option('--cover <kind>', 'target has partial cover: horizontal or water')
    .option('--woods <density>', 'target stands in light or heavy woods')
    .option('--mode <mode>', 'weapon mode, e.g. rapid-fire (needs its option)')
    .option('--flamer <effect>', 'flamer hit deals damage or heat (standard rules)')
    .option('--secondary <arc>', 'secondary target in the front arc or other')
    .option('--probe', "target is within the attacker's active probe range")
    .option('--stealth', "the target's stealth armour is on (+1 at medium range, +2 at long)")
    .option('--aim <loc>', 'aimed shot at a location of the target (immobile target, or a targeting computer at +3)')
    .option('--hull-down', 'the target is hull-down')
    .option('--attacker-hull-down', 'the attacker is hull-down (no leg weapons)')
    .option('--target-immobile', 'the target is immobile (shut down, pilot unconscious, immobilised)')
    .option('--target-elevation <n>', 'levels the target flies above the ground (VTOLs default to 1)')
    .option('--in-open', 'conventional infantry target in the open (double damage from non-infantry weapons)')
    .option('--anti-mech <kind>', "infantry anti-'Mech attack: leg, swarm (attach) or swarm-damage (a squad already swarming the target); range 0")
    .option('--rounds <kind>', "rounds fired: standard, a munition (e.g. artemis-capable) or an MML's lrm or srm (default: the first bin with a round)")
    .option('--enemy-ecm', 'enemy ECM covers a hex on the line of fire (an Artemis FCS adds nothing)')
    .option('--attacker-stealth', "the attacker's stealth armour is on (an Artemis FCS adds nothing)")
    .option('--options <list>', 'comma-separated options or presets, e.g. solaris-vii or tacops-floating-criticals,!bmm-enhanced-flamers')
    .option('--roll <how>', 'roll the attack: physical (type dice in), seed (fresh seed) or seed:TEXT')
    .option('--faces <list>', 'physical dice given in order, rolls separated by ";", e.g. "3 4; 1"')
    .option('--record <file>', 'write the session record (JSON Lines) for marshal verify/replay')
    .option('--json', 'print JSON (see docs/cli.md)')
    .addHelpText(
      'after',
      '\nExamples:\n  marshal attack --attacker "Hunchback HBK-4G" --gunnery 4 --target "Atlas AS7-D" --weapon "Medium Laser" --range 5 --attacker-moved ran --target-moved 5\n  marshal attack --attacker "Hunchback HBK-4G" --target "Atlas AS7-D" --physical kick --attacker-moved ran --target-moved 5 --options solaris-vii --roll seed:duel\n  marshal attack --attacker "Hunchback HBK-4G" --target "Atlas AS7-D" --target-immobile --aim HD --weapon "Medium Laser" --range 3\n  marshal attack --attacker "Goliath GOL-1H" --target "Foot Platoon (Rifle)" --weapon "Machine Gun" --in-open --roll seed:x\n  marshal attack --attacker "Foot Platoon (Rifle)" --target "Hunchback HBK-4G" --range 1 --roll seed:x   (a platoon fires all its weapons as one)\n  marshal attack --attacker "Elemental Battle Armor [Laser]" --target "Hunchback HBK-4G" --anti-mech leg --range 0',
    )
    .action((options: AttackOptions) => run(options));
};
