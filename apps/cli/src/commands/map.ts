import type { Command } from 'commander';
import { type Facing, MarshalError, formatSource, parseHexLabel } from '@marshal/core';
import {
  type GameMap,
  type LosResult,
  type Mover,
  type PathResult,
  gridLabel,
  hexAt,
  describeHex,
  lineOfSight,
  losRules,
  mechMover,
  runOrders,
  parseOrders,
} from '@marshal/battletech';
import { renderMapSvg } from '@marshal/map-render';
import { findMechMovement, listBoards } from '@marshal/loaders';
import { mapFromFiles as loadMap } from '@marshal/loaders/files';
import { printJson, writeFileAtomic } from '../lib/io';
import { wholeNumber } from './dice';
import type { CommandModule } from './index';

/** `marshal map list|show|los|path`: bundled MegaMek boards, composed maps, line of sight and written movement orders. */

interface MapOpts {
  map: string;
  layout?: string;
  json?: boolean;
}

function hexOption(map: GameMap, text: string, option: string) {
  const h = parseHexLabel(text, option);
  if (!hexAt(map, h)) throw new MarshalError('off-map', `${option} ${text} is not on the ${map.width}×${map.height} map`, { field: option });
  return h;
}

function show(boards: string, o: MapOpts & { svg?: string; size: string }): void {
  const map = loadMap(boards, o.layout);
  if (o.svg) writeFileAtomic(o.svg, renderMapSvg(map, { size: wholeNumber(o.size, '--size', 6, 100) }));
  const summary = {
    name: map.name,
    width: map.width,
    height: map.height,
    sheets: map.sheets.map((s) => ({
      name: s.name,
      row: s.row + 1,
      col: s.col + 1,
      rotated: s.rotated,
      topLeft: gridLabel(map, s.origin),
      width: s.width,
      height: s.height,
    })),
    edges: map.edges,
    problems: map.problems,
    ...(o.svg ? { svg: o.svg } : {}),
  };
  if (o.json) return printJson(summary);
  console.log(`${map.name}: ${map.width}×${map.height} hexes`);
  for (const s of summary.sheets) console.log(`  row ${s.row}, column ${s.col}: ${s.name}${s.rotated ? ' (rotated 180°)' : ''}, top-left hex ${s.topLeft}`);
  console.log(`  edges: ${map.edges.map((e) => `${e.name} ${e.kind} (${e.hexes} hexes)`).join(', ')}`);
  for (const p of map.problems) console.log(`  ${p.severity}: ${p.sheet} line ${p.line}: ${p.message}`);
  if (o.svg) console.log(`SVG written to ${o.svg}`);
}

export function printLos(map: GameMap, r: LosResult, from: string, to: string): void {
  console.log(`Line of sight ${from} → ${to} (${r.distance} hexes) on ${map.name}`);
  console.log(
    `  hexes: ${r.hexes.join(' ')}${r.divided ? `  (along hexsides; the defender takes the ${r.side} side; other side ${r.otherSide?.join(' ')})` : ''}`,
  );
  if (r.blocked) {
    console.log(`  BLOCKED — ${r.reason}${r.blockSource ? ` [${formatSource(r.blockSource)}]` : ''}`);
    return;
  }
  const total = r.modifiers.reduce((t, m) => t + m.value, 0);
  if (!r.modifiers.length) console.log('  clear: no line-of-sight modifiers');
  for (const m of r.modifiers) console.log(`  ${(m.value >= 0 ? `+${m.value}` : `${m.value}`).padStart(3)}  ${m.label}  [${formatSource(m.source)}]`);
  if (r.modifiers.length) console.log(`  total ${total >= 0 ? '+' : ''}${total} to hit`);
  if (r.partialCover)
    console.log(
      `  partial cover: ${r.partialCover.kind}${r.partialCover.side ? ` (${r.partialCover.side} side)` : ''}; hits on ${r.partialCover.locations.join(', ') || 'nothing'} strike the cover`,
    );
  for (const n of r.notes) console.log(`  note: ${n}`);
}

function los(
  o: MapOpts & {
    from: string;
    to: string;
    attackerHeight: string;
    targetHeight: string;
    attackerElevation: string;
    targetElevation: string;
    takingCover?: string;
    rules: string[];
  },
): void {
  const map = loadMap(o.map, o.layout);
  const rules = losRules(o.rules);
  const attacker = {
    hex: hexOption(map, o.from, '--from'),
    height: wholeNumber(o.attackerHeight, '--attacker-height', 0, 20),
    elevation: wholeNumber(o.attackerElevation, '--attacker-elevation', -20, 50),
  };
  const target = {
    hex: hexOption(map, o.to, '--to'),
    height: wholeNumber(o.targetHeight, '--target-height', 0, 20),
    elevation: wholeNumber(o.targetElevation, '--target-elevation', -20, 50),
    ...(o.takingCover !== undefined ? { takingCover: wholeNumber(o.takingCover, '--taking-cover', 0, 5) as Facing } : {}),
  };
  const r = lineOfSight(map, attacker, target, rules);
  if (o.json) return printJson({ map: map.name, from: o.from, to: o.to, rules: o.rules, ...r });
  printLos(map, r, o.from, o.to);
}

interface PathOpts extends MapOpts {
  unit?: string;
  from: string;
  facing: string;
  orders: string;
  walk?: string;
  run?: string;
  jump?: string;
  mode?: 'walk' | 'run' | 'jump';
}

function mover(o: PathOpts): Mover {
  if (o.walk !== undefined) {
    const walk = wholeNumber(o.walk, '--walk', 0, 30);
    const base = mechMover(walk, o.jump === undefined ? 0 : wholeNumber(o.jump, '--jump', 0, 30), o.unit);
    return o.run === undefined ? base : { ...base, run: wholeNumber(o.run, '--run', 0, 50) };
  }
  if (!o.unit) throw new MarshalError('bad-option', 'give --unit "Name" or --walk N (and --run, --jump)', { field: 'unit' });
  const mp = findMechMovement(o.unit);
  return { ...mechMover(mp.walk, mp.jump, mp.name), run: mp.run };
}

export function printPath(r: PathResult, name: string): void {
  console.log(`${name}: walk ${r.limits.walk}, run ${r.limits.run}, jump ${r.limits.jump}; from ${r.start.hex} facing ${r.start.facing}`);
  for (const s of r.steps)
    console.log(
      `  ${String(s.index).padStart(2)}. ${s.order.padEnd(8)} → ${s.hex} facing ${s.facing}  ${String(s.mp).padStart(2)} MP (${s.items.map((i) => `${i.label} ${i.mp}`).join(', ')})  total ${s.total}`,
    );
  if (r.stopped) console.log(`  STOPPED at order ${r.stopped.index} "${r.stopped.order}": ${r.stopped.reason}`);
  console.log(`  end ${r.end.hex} facing ${r.end.facing}; ${r.mpUsed} MP, ${r.hexesMoved} hexes, ${r.mode}`);
  console.log(
    `  attacker modifier: +${r.attackerModifier.value} (${r.attackerModifier.label}); target modifiers: ${r.targetModifiers.map((m) => `+${m.value} ${m.label}`).join(', ')}`,
  );
}

function path(o: PathOpts): void {
  const map = loadMap(o.map, o.layout);
  const m = mover(o);
  const orders = parseOrders(o.orders);
  const facing = wholeNumber(o.facing, '--facing', 0, 5) as Facing;
  const r = runOrders(map, m, { hex: hexOption(map, o.from, '--from'), facing }, orders, o.mode ? { mode: o.mode } : {});
  if (o.json)
    return printJson({
      map: map.name,
      unit: m.name ?? null,
      orders: o.orders,
      ...r,
      terrain: r.steps.map((s) => describeHex(hexAt(map, parseHexLabel(s.hex))!)),
    });
  printPath(r, m.name ?? 'unit');
}

const collect = (v: string, acc: string[]) => [
  ...acc,
  ...v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean),
];
const HELP_MAP = 'boards, comma-separated (ids from `marshal map list`, a unique part of a name, or a .board file; "@180" turns a sheet round)';

export const mapCommands: CommandModule = (program: Command) => {
  const map = program.command('map').description('MegaMek boards: show maps, line of sight, and written movement orders');
  map
    .command('list')
    .description('List the bundled official MegaMek boards')
    .option('--json', 'print JSON (see docs/cli.md)')
    .action((o: { json?: boolean }) => (o.json ? printJson(listBoards().map((b) => b.id)) : listBoards().forEach((b) => console.log(b.id))));
  map
    .command('show')
    .description('Compose a map from sheets and describe it, optionally as SVG')
    .argument('<boards>', HELP_MAP)
    .option(
      '--layout <RxC>',
      'rows x columns, e.g. 2x3 (default: 2–3 sheets long edge to long edge — 16×17 sheets side by side, 32×17 one above the other —, 4 as 2x2, 6 as 2x3)',
    )
    .option('--svg <file>', 'write an SVG drawing of the map')
    .option('--size <px>', 'hex radius in the SVG', '20')
    .option('--json', 'print JSON (see docs/cli.md)')
    .addHelpText(
      'after',
      '\nExamples:\n  marshal map show "Grassland 1,Desert 1" \n  marshal map show "Grassland 1,Grassland 2,Grassland 3,Desert 1,Desert 2,Desert 3" --layout 2x3 --svg map.svg',
    )
    .action((boards: string, o: MapOpts & { svg?: string; size: string }) => show(boards, { ...o, map: boards }));
  map
    .command('los')
    .description('Line of sight between two hexes (Total Warfare), with its modifiers and sources')
    .requiredOption('--map <boards>', HELP_MAP)
    .option('--layout <RxC>', 'rows x columns')
    .requiredOption('--from <hex>', 'attacker hex (XXYY)')
    .requiredOption('--to <hex>', 'target hex (XXYY)')
    .option('--attacker-height <n>', "attacker height in levels ('Mech 1, vehicle 0)", '1')
    .option('--target-height <n>', 'target height in levels', '1')
    .option('--attacker-elevation <n>', 'levels above the hex floor (e.g. on a building)', '0')
    .option('--target-elevation <n>', 'levels above the hex floor', '0')
    .option('--taking-cover <0-5>', 'the target takes cover behind this hexside (needs --rules tacops-taking-cover)')
    .option('--rules <ids>', 'optional rules, e.g. tacops-expanded-partial-cover,tacops-taking-cover', collect, [])
    .option('--json', 'print JSON (see docs/cli.md)')
    .addHelpText('after', '\nExample:\n  marshal map los --map "Grassland 1" --from 0505 --to 1210')
    .action((o) => los(o));
  map
    .command('path')
    .description('Run written movement orders (F, B, L, R, 3xF, "J 2610 Face 2609") step by step')
    .requiredOption('--map <boards>', HELP_MAP)
    .option('--layout <RxC>', 'rows x columns')
    .option('--unit <name>', "a 'Mech from the bundled unit files (its walk/run/jump MP)")
    .option('--walk <mp>', 'walk MP (instead of --unit)')
    .option('--run <mp>', 'run MP (default 1.5 × walk, rounded up)')
    .option('--jump <mp>', 'jump MP')
    .requiredOption('--from <hex>', 'start hex (XXYY)')
    .option('--facing <0-5>', 'start facing, 0 = north, clockwise', '0')
    .requiredOption('--orders <text>', 'the written orders, e.g. "F F R" or "J 2610, Face 2609"')
    .option('--mode <mode>', 'declare walk, run or jump (default: the cheapest that covers the move)')
    .option('--json', 'print JSON (see docs/cli.md)')
    .addHelpText(
      'after',
      '\nExamples:\n  marshal map path --map "Grassland 1" --unit "Atlas AS7-D" --from 0505 --facing 0 --orders "F F R"\n  marshal map path --map "Grassland 1" --walk 5 --jump 5 --from 0505 --orders "J 0808 Face 0807" --json',
    )
    .action((o: PathOpts) => path(o));
};
