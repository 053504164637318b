/** Form state → the campaign setup (or a support group): every number checked on its field, ids made from names, then the package's own checks. */
import { type CampaignSetupInput, type ForceUnitInput, type SideId, type SideInput, SIDES, parseCampaignSetup } from '@marshal/campaign';
import { skillAdjustedBv } from '@marshal/catalog';
import { MarshalError } from '@marshal/core';
import { i18next } from '../../i18n/i18n';
import { FormErrors } from '../../components/whole-number';
import { type CampaignDraft, type GroupDraft, type LanceDraft, type SideDraft, type UnitDraft, SIDE_TITLES } from './campaign-draft';
import { type TableName, tableTitle, tablesFromDraft } from './campaign-tables-draft';

type GroupInput = SideInput['groups'][number];

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Title',
  goal: 'Goal',
  turnLimit: 'Turn limit',
  name: 'Name',
  budget: 'Budget (combat value)',
  supply: 'Supply (logistics points)',
  role: 'Role',
  formation: 'Formation',
  kind: 'Type',
  tonnage: 'Tons',
  walk: 'Walk MP',
  jump: 'Jump MP',
  value: 'Combat value',
  logisticsCost: 'Logistics per turn',
  'pilot.name': 'Pilot',
  'pilot.gunnery': 'Gunnery',
  'pilot.piloting': 'Piloting',
  equipment: 'Special equipment',
  units: 'Units',
  lances: 'Lances',
  groups: 'Groups',
};

/** The English of a catalog entry that could not be read (its German under `problem.unreadable`). */
const unreadable = (error: string) => `could not be read from the catalog (${error}) — remove the unit and add it again`;
/** A label's words in the reader's language (`campaign` namespace); the English here before i18next runs (unit tests). */
export const say = (key: string, english: string, values: Record<string, unknown> = {}): string =>
  i18next.isInitialized ? i18next.t(key, { ns: 'campaign', defaultValue: english, ...values }) : english;
/** A field of the form by its key ("walk" → "Walk MP", German "Gehen (BP)"). */
export const fieldLabel = (key: string): string => (FIELD_LABELS[key] ? say(`field.${PILOT_KEYS[key] ?? key}`, FIELD_LABELS[key]) : key);
const PILOT_KEYS: Readonly<Record<string, string>> = { 'pilot.name': 'pilotName', 'pilot.gunnery': 'gunnery', 'pilot.piloting': 'piloting' };
const sideTitle = (side: SideId) => say(`wizard.side.${side}`, SIDE_TITLES[side]);

const named = (what: 'group' | 'lance' | 'unit', i: number, name: string) => {
  const english = { group: 'group', lance: 'lance', unit: 'unit' }[what];
  const n = { n: i + 1, name: name.trim() };
  return name.trim() ? say(`where.${what}Named`, `${english} ${i + 1} (${name.trim()})`, n) : say(`where.${what}`, `${english} ${i + 1}`, n);
};

/** "group 1 (Recon group), lance 2 (Battle lance), unit 3 (Atlas AS7-D): Walk MP" for a path inside a group (the lance only when there are several). */
export function describeInGroup(g: GroupDraft, groupWhere: string, rest: string[]): string {
  const parts = [groupWhere];
  let field = rest.join('.');
  if (rest[0] === 'lances' && rest[1] !== undefined) {
    const li = Number(rest[1]);
    const lance = g.lances[li];
    if (lance && (g.lances.length > 1 || rest.length === 3)) parts.push(named('lance', li, lance.name));
    field = rest.slice(2).join('.');
    if (rest[2] === 'units' && rest[3] !== undefined) {
      const ui = Number(rest[3]);
      parts.push(named('unit', ui, lance?.units[ui]?.name ?? ''));
      field = rest.slice(4).join('.');
    }
  }
  const label = fieldLabel(field);
  return label ? `${parts.join(', ')}: ${label}` : parts.join(', ');
}

export const sideWhere = (side: SideId, s: SideDraft) => `${sideTitle(side)}${s.name.trim() ? ` (${s.name.trim()})` : ''}`;

/** The field a key names, in words: "Attacker (Natalie), group 1 (Recon group), unit 2 (Jenner JR7-D): Walk MP". */
export function describeKey(d: CampaignDraft, key: string): string {
  const seg = key.split('.');
  const side = seg[0] as SideId;
  if (!SIDES.includes(side)) return fieldLabel(key);
  const s = d[side];
  if (seg[1] !== 'groups' || seg[2] === undefined) return `${sideWhere(side, s)}: ${fieldLabel(seg.slice(1).join('.'))}`;
  const gi = Number(seg[2]);
  const g = s.groups[gi];
  const where = `${sideWhere(side, s)}, ${named('group', gi, g?.name ?? '')}`;
  return g ? describeInGroup(g, where, seg.slice(3)) : where;
}

/** Unique ids made from names ("Jenner JR7-D" → "jenner-jr7-d", then "jenner-jr7-d-2"), never one already taken. */
export class IdMaker {
  private readonly taken: Set<string>;
  constructor(taken: Iterable<string> = []) {
    this.taken = new Set(taken);
  }
  make(kept: string | undefined, name: string, fallback: string): string {
    if (kept && /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(kept) && !this.taken.has(kept)) return this.claim(kept);
    const base =
      name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || fallback;
    let id = base;
    for (let n = 2; this.taken.has(id); n++) id = `${base}-${n}`;
    return this.claim(id);
  }
  private claim(id: string): string {
    this.taken.add(id);
    return id;
  }
}

function unitFromDraft(u: UnitDraft, key: string, label: (k: string) => string, e: FormErrors, ids: IdMaker): ForceUnitInput {
  const whole = (f: string, text: string, min: number, max: number) => e.whole(`${key}.${f}`, text, label(`${key}.${f}`), min, max);
  const logisticsCost = e.optionalWhole(`${key}.logisticsCost`, u.logisticsCost, label(`${key}.logisticsCost`), 0, 100_000);
  const b = u.builder;
  const id = ids.make(u.id, u.name, 'unit');
  const name = e.text(`${key}.name`, u.name, label(`${key}.name`));
  const tonnage = whole('tonnage', u.tonnage, 1, 200);
  const walk = whole('walk', u.walk, 0, 30);
  const jump = whole('jump', u.jump, 0, 30);
  if (b?.pending) e.add(`${key}.equipment`, `${label(`${key}.equipment`)}: ${say('problem.reading', 'still being read from the catalog — wait a moment')}`);
  if (b?.error) e.add(`${key}.equipment`, `${label(`${key}.equipment`)}: ${say('problem.unreadable', unreadable(b.error), { error: b.error })}`);
  // A unit from the force builder may leave the pilot unnamed and the combat value empty (its Battle Value for the pilot's skills).
  const pilotName = e.text(`${key}.pilot.name`, b && !u.pilot.name.trim() ? `${u.name} pilot` : u.pilot.name, label(`${key}.pilot.name`));
  const gunnery = whole('pilot.gunnery', u.pilot.gunnery, 0, 8);
  const piloting = whole('pilot.piloting', u.pilot.piloting, 0, 8);
  const value = b && !u.value.trim() ? (skillAdjustedBv(b.facts.bv, gunnery, piloting) ?? 0) : whole('value', u.value, 0, 1_000_000);
  return {
    id,
    name,
    kind: u.kind,
    tonnage,
    walk,
    jump,
    equipment: u.equipment,
    pilot: { name: pilotName, gunnery, piloting },
    value,
    ...(logisticsCost !== undefined ? { logisticsCost } : {}),
    ...(u.catalogId ? { catalogId: u.catalogId } : {}),
  };
}

function lanceFromDraft(l: LanceDraft, key: string, label: (k: string) => string, e: FormErrors, ids: IdMaker) {
  if (l.units.length === 0) e.add(`${key}.units`, `${label(`${key}.units`)}: ${say('problem.noUnit', 'none yet — add at least one unit')}`);
  return {
    id: ids.make(l.id, l.name, 'lance'),
    name: e.text(`${key}.name`, l.name, label(`${key}.name`)),
    formation: l.formation,
    units: l.units.map((u, i) => unitFromDraft(u, `${key}.units.${i}`, label, e, ids)),
  };
}

/** One group as the setup (and `receiveSupport`) shape; `key` prefixes its error keys, `label` names a key in words. */
export function groupFromDraft(g: GroupDraft, key: string, label: (k: string) => string, e: FormErrors, ids: IdMaker): GroupInput {
  if (g.lances.length === 0) e.add(`${key}.lances`, `${label(`${key}.lances`)}: ${say('problem.noLance', 'none yet — add a lance')}`);
  return {
    id: ids.make(g.id, g.name, 'group'),
    name: e.text(`${key}.name`, g.name, label(`${key}.name`)),
    role: g.role,
    lances: g.lances.map((l, i) => lanceFromDraft(l, `${key}.lances.${i}`, label, e, ids)),
  };
}

function sideFromDraft(side: SideId, s: SideDraft, label: (k: string) => string, e: FormErrors, ids: IdMaker): SideInput {
  if (s.groups.length === 0) e.add(`${side}.groups`, `${label(`${side}.groups`)}: ${say('problem.noGroup', 'none yet — add a group')}`);
  const budget = e.optionalWhole(`${side}.budget`, s.budget, label(`${side}.budget`), 0, 10_000_000);
  const supply = e.optionalWhole(`${side}.supply`, s.supply, label(`${side}.supply`), 0, 10_000_000);
  return {
    name: e.text(`${side}.name`, s.name, label(`${side}.name`)),
    ...(budget !== undefined ? { budget } : {}),
    ...(supply !== undefined ? { supply } : {}),
    groups: s.groups.map((g, i) => groupFromDraft(g, `${side}.groups.${i}`, label, e, ids)),
  };
}

/** The form key a package error's field points at: ids are made from names, a missing pilot is its name, a table error belongs to the table. */
export function keyOfField(field: string): string {
  if (field.startsWith('tables.')) return field.split('.').slice(0, 2).join('.');
  return field.replace(/\.id$/, '.name').replace(/\.pilot$/, '.pilot.name');
}

/** A package error's message without its "field …:" prefix and schema wording. */
export function bareMessage(e: MarshalError): string {
  const m = e.message.replace(/^.*?field [^:]+: /, '');
  return m.replace(/^campaign setup: /, '').replace(/^campaign command: /, '');
}

export interface FormResult<T> {
  readonly value: T | null;
  readonly errors: Readonly<Record<string, string>>;
}

export function campaignSetupFromDraft(d: CampaignDraft): FormResult<CampaignSetupInput> {
  const e = new FormErrors();
  const label = (k: string) => describeKey(d, k);
  const ids = new IdMaker();
  const turnLimit = e.optionalWhole('turnLimit', d.turnLimit, fieldLabel('turnLimit'), 1, 1000);
  const setup: CampaignSetupInput = {
    title: e.text('title', d.title, fieldLabel('title')),
    goal: { description: e.text('goal', d.goal, fieldLabel('goal')), ...(turnLimit !== undefined ? { turnLimit } : {}) },
    attacker: sideFromDraft('attacker', d.attacker, label, e, ids),
    defender: sideFromDraft('defender', d.defender, label, e, ids),
    tables: tablesFromDraft(d.tables, e),
  };
  if (e.count) return { value: null, errors: e.byKey };
  try {
    parseCampaignSetup(setup);
  } catch (err) {
    if (!(err instanceof MarshalError)) throw err;
    const key = keyOfField(err.location.field ?? '');
    const where = key.startsWith('tables.') ? tableTitle(key.slice('tables.'.length) as TableName) : label(key);
    return { value: null, errors: { [key]: `${where}: ${bareMessage(err)}` } };
  }
  return { value: setup, errors: {} };
}
