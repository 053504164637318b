/** The table set-up form: sides, table, build total, terrain and placed units, read into a setup that parseDaSetup accepts (or errors a person can fix). */
import { MarshalError } from '@marshal/core';
import type { Point } from './geometry';
import { unitLabels } from './names';
import type { DaSetup, DaSetupInput, Terrain } from './schema';
import { parseDaSetup } from './state';
import { baseOnTable, forbiddenTerrainUnder } from './table';
import { type DaFormError, type DaUnitForm, errorSink, readUnitForm, unitFormFromSpec } from './unit-form';

type UnitInput = DaSetupInput['units'][number];

export interface DaPlacedForm {
  /** Table label and unit id. */
  id: string;
  side: 0 | 1;
  unit: DaUnitForm;
  position: Point | null;
  facing: string;
  /** Id of the transport it starts aboard, or ''. */
  aboard: string;
  /** State brought in from JSON that the form does not edit (status, captor, order tokens), kept as it was. */
  carry?: Pick<Partial<UnitInput>, 'status' | 'captiveOf' | 'orderTokens' | 'ordered'>;
}

export interface DaTerrainForm {
  id: string;
  kind: Terrain['kind'];
  label: string;
  x: string;
  y: string;
  w: string;
  h: string;
}

export interface DaSetupForm {
  title: string;
  players: [string, string];
  factions: [string, string];
  first: 0 | 1;
  width: string;
  height: string;
  buildTotal: string;
  terrain: DaTerrainForm[];
  units: DaPlacedForm[];
  /** Victory turn limit: empty for a refereed table that ends when the referee stops; a number plays to victory (MWDA standard game). */
  turnLimit?: string;
  /** Solo game: the bot gives Player 2's orders. */
  botPlaysSecond?: boolean;
  carry?: Pick<Partial<DaSetupInput>, 'turn' | 'markers' | 'pendingDisembark'>;
}

export const DA_TERRAIN_KINDS: readonly { id: Terrain['kind']; label: string }[] = [
  { id: 'blocking', label: 'Blocking' },
  { id: 'hindering', label: 'Hindering' },
  { id: 'water', label: 'Water' },
  { id: 'elevated', label: 'Elevated' },
];

/**
 * Each placed unit's name as players read it, by id: the unit's name ('Unnamed unit' before it has one), numbered when
 * two share it ("Assault Walker 2"), as the game page will number them. The id (the table label) is never shown.
 */
export function placedNames(form: Pick<DaSetupForm, 'units'>): (id: string) => string {
  return unitLabels(form.units.map((u) => ({ id: u.id, name: u.unit.name.trim() || 'Unnamed unit' }))).name;
}

/** A unit's name as the form and its errors show it (`placedNames`). */
export const placedLabel = (form: Pick<DaSetupForm, 'units'>, u: DaPlacedForm): string => placedNames(form)(u.id);

/** The next free table label for a side: the player's initial and a number. */
export function nextUnitId(form: DaSetupForm, side: 0 | 1): string {
  const initial = (form.players[side].trim().match(/[a-z0-9]/i)?.[0] ?? (side ? 'b' : 'a')).toLowerCase();
  const used = new Set(form.units.map((u) => u.id));
  let n = 1;
  while (used.has(`${initial}${n}`)) n++;
  return `${initial}${n}`;
}

/** Facing towards the other side: the first player's edge is the bottom of the table. */
export const defaultFacing = (side: 0 | 1): string => (side === 0 ? '90' : '270');

export const placedFromSpec = (form: DaSetupForm, side: 0 | 1, unit: DaUnitForm): DaPlacedForm => ({
  id: nextUnitId(form, side),
  side,
  unit,
  position: null,
  facing: defaultFacing(side),
  aboard: '',
});

export function blankSetupForm(): DaSetupForm {
  return {
    title: 'Fire for Effect skirmish',
    players: ['Blue', 'Red'],
    factions: ['', ''],
    first: 0,
    width: '36',
    height: '36',
    buildTotal: '300',
    terrain: [],
    units: [],
  };
}

const pointsOf = (u: DaPlacedForm): number => {
  const n = Number(u.unit.points);
  return u.unit.points.trim() !== '' && Number.isFinite(n) ? n : 0;
};

/** Points each side fields, as typed (a bad number counts 0 here; the form reports it on the unit). */
export const sidePoints = (form: DaSetupForm): [number, number] =>
  [0, 1].map((s) => form.units.filter((u) => u.side === s).reduce((n, u) => n + pointsOf(u), 0)) as [number, number];

/** A terrain area as the form's errors name it: its label, else its number in the form ("Terrain 2"), never its id. */
const terrainName = (form: DaSetupForm, id: string): string => {
  const i = form.terrain.findIndex((t) => t.id === id);
  return form.terrain[i]?.label.trim() || (i >= 0 ? `Terrain ${i + 1}` : 'terrain');
};

function readTerrain(form: DaSetupForm, errors: DaFormError[]): Terrain[] {
  return form.terrain.map((t, i) => {
    const sink = errorSink(`Terrain ${i + 1}${t.label.trim() ? ` (${t.label.trim()})` : ''}`, `terrain.${i}.`);
    const b = { min: 0, max: 1000 };
    const rect = {
      x: sink.num(t.x, 'x', 'Left edge x (″)', b),
      y: sink.num(t.y, 'y', 'Bottom edge y (″)', b),
      w: sink.num(t.w, 'w', 'Width (″)', { ...b, above: true }),
      h: sink.num(t.h, 'h', 'Depth (″)', { ...b, above: true }),
    };
    errors.push(...sink.errors);
    return { id: t.id, kind: t.kind, rect: rect as Terrain['rect'], ...(t.label.trim() ? { label: t.label.trim() } : {}) };
  });
}

function readPlaced(form: DaSetupForm, u: DaPlacedForm, i: number, bf: DaSetup['battlefield'] | null, errors: DaFormError[]): UnitInput | null {
  const name = placedNames(form);
  const who = name(u.id);
  const { spec, errors: unitErrors } = readUnitForm(u.unit, who, `units.${i}.`);
  const sink = errorSink(who, `units.${i}.`);
  const facing = sink.num(u.facing, 'facing', 'Facing (°)', { min: -360, max: 360 });
  if (form.buildTotal.trim() !== '' && u.unit.points.trim() === '') sink.add('points', 'Point value', 'enter the point value (the table has a build total)');
  if (u.aboard) {
    const t = form.units.find((o) => o.id === u.aboard);
    if (!t || !t.unit.capabilities.transport) sink.add('aboard', 'Starts aboard', `${name(u.aboard)} is not a transport`);
    else if (t.side !== u.side) sink.add('aboard', 'Starts aboard', `${name(t.id)} belongs to the other side`);
    else if (u.unit.capabilities.transport || u.unit.type === 'mech')
      sink.add('aboard', 'Starts aboard', `a ${u.unit.capabilities.transport ? 'transport' : "'Mech"} cannot ride a transport`);
  } else if (u.position === null && u.carry?.status !== 'eliminated') sink.add('position', 'Position', 'click the table to place it');
  else if (u.position && bf && spec) {
    if (!baseOnTable(bf, u.position, spec.baseRadius)) sink.add('position', 'Position', 'the base is not wholly on the table');
    const under = forbiddenTerrainUnder(bf, u.position, spec.baseRadius);
    if (under.length) sink.add('position', 'Position', `the base stands in ${under.map((id) => terrainName(form, id)).join(', ')}`);
  }
  errors.push(...unitErrors, ...sink.errors);
  if (!spec || facing === undefined) return null;
  const faction = u.unit.capabilities.mercenary ? null : form.factions[u.side].trim() || form.players[u.side].trim();
  return {
    ...spec,
    ...u.carry,
    id: u.id,
    controller: form.players[u.side].trim(),
    faction,
    position: u.aboard ? null : u.position,
    facing,
    aboard: u.aboard || null,
  };
}

/** Reads the whole form; on success the setup has already passed parseDaSetup. */
export function setupFromForm(form: DaSetupForm): { setup: DaSetup | null; errors: DaFormError[] } {
  const errors: DaFormError[] = [];
  const sink = errorSink('Table');
  const players = form.players.map((p) => p.trim()) as [string, string];
  if (!form.title.trim()) sink.add('title', 'Title', 'enter a title');
  players.forEach((p, i) => p === '' && sink.add(`players.${i}`, `Player ${i + 1}`, 'enter a name'));
  if (players[0] && players[0] === players[1]) sink.add('players.1', 'Player 2', 'the two players need different names');
  const width = sink.num(form.width, 'width', 'Table width (″)', { min: 6, max: 240 });
  const height = sink.num(form.height, 'height', 'Table depth (″)', { min: 6, max: 240 });
  const buildTotal =
    form.buildTotal.trim() === '' ? undefined : sink.num(form.buildTotal, 'buildTotal', 'Build total (points)', { min: 1, max: 100000, integer: true });
  const turnLimit = sink.optional(form.turnLimit ?? '', 'turnLimit', 'Turn limit', { min: 1, max: 999, integer: true });
  if (form.units.length === 0) sink.add('units', 'Units', 'add at least one unit');
  errors.push(...sink.errors);
  const terrain = readTerrain(form, errors);
  const bf = width !== undefined && height !== undefined && !errors.some((e) => e.field.startsWith('terrain.')) ? { width, height, terrain } : null;
  const units = form.units.map((u, i) => readPlaced(form, u, i, bf, errors));
  if (buildTotal !== undefined)
    sidePoints(form).forEach((total, s) => {
      if (total > buildTotal)
        errors.push({ field: 'buildTotal', message: `${players[s] || `Player ${s + 1}`}: Build total: ${total} points fielded, over ${buildTotal}` });
    });
  if (errors.length || !bf) return { setup: null, errors };
  const input: DaSetupInput = {
    title: form.title.trim(),
    battlefield: bf,
    players,
    ...(buildTotal !== undefined ? { buildTotal } : {}),
    ...(turnLimit !== undefined ? { victory: { turnLimit } } : {}),
    currentPlayer: players[form.first],
    ...(form.botPlaysSecond ? { botPlayer: players[1] } : {}),
    units: units as UnitInput[],
    ...form.carry,
  };
  try {
    return { setup: parseDaSetup(input), errors: [] };
  } catch (err) {
    if (!(err instanceof MarshalError)) throw err;
    return { setup: null, errors: [{ field: err.location.field ?? '', message: explainSetupError(form, err) }] };
  }
}

/**
 * A refusal from parseDaSetup in players' words: the units it names by id (the record's keys) named as the form names
 * them, and the unit's name in front of the rule it broke unless the refusal already starts with it.
 */
function explainSetupError(form: DaSetupForm, err: MarshalError): string {
  const m = /^units\.(\d+)\./.exec(err.location.field ?? '');
  const unit = m ? form.units[Number(m[1])] : undefined;
  const name = placedNames(form);
  const ids = form.units.map((u) => u.id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).sort((a, b) => b.length - a.length);
  const raw = err.message.slice(err.message.indexOf('Dark Age state: ') + 'Dark Age state: '.length);
  const reason = ids.length ? raw.replace(new RegExp(`"?(?<![\\w-])(${ids.join('|')})(?![\\w-])"?`, 'gu'), (_, id: string) => name(id)) : raw;
  return unit && !reason.startsWith(`${name(unit.id)} `) ? `${name(unit.id)}: ${reason}` : reason;
}

/** A setup (from JSON or the sample) as the form holds it; state the form does not edit is carried through. */
export function formFromSetup(input: unknown): DaSetupForm {
  const s = parseDaSetup(input);
  const sideOf = (player: string): 0 | 1 => (s.players.indexOf(player) === 1 ? 1 : 0);
  const factionOf = (side: 0 | 1) => s.units.find((u) => sideOf(u.controller) === side && u.faction !== null)?.faction ?? s.players[side]!;
  return {
    title: s.title,
    players: [s.players[0]!, s.players[1]!],
    factions: [factionOf(0), factionOf(1)],
    first: sideOf(s.currentPlayer),
    width: String(s.battlefield.width),
    height: String(s.battlefield.height),
    buildTotal: s.buildTotal === undefined ? '' : String(s.buildTotal),
    ...(s.victory?.turnLimit !== undefined ? { turnLimit: String(s.victory.turnLimit) } : {}),
    ...(s.botPlayer !== undefined && s.botPlayer === s.players[1] ? { botPlaysSecond: true } : {}),
    terrain: s.battlefield.terrain.map((t) => ({
      id: t.id,
      kind: t.kind,
      label: t.label ?? '',
      x: String(t.rect.x),
      y: String(t.rect.y),
      w: String(t.rect.w),
      h: String(t.rect.h),
    })),
    units: s.units.map((u) => {
      const { id, controller, faction, position, facing, aboard, status, captiveOf, orderTokens, ordered, ...spec } = u;
      const carry = { status, captiveOf, orderTokens, ordered };
      const changed = status !== 'active' || captiveOf !== null || orderTokens > 0 || ordered;
      return {
        id,
        side: sideOf(controller),
        unit: unitFormFromSpec(spec, faction === null),
        position,
        facing: String(facing),
        aboard: aboard ?? '',
        ...(changed ? { carry } : {}),
      };
    }),
    ...(s.turn > 1 || s.markers.length || s.pendingDisembark ? { carry: { turn: s.turn, markers: s.markers, pendingDisembark: s.pendingDisembark } } : {}),
  };
}
