/** M42 form state → the setup `parseM42Setup` accepts: numbers checked on their fields, ids made from names, then the package's own checks. */
import { type M42SetupInput, parseM42Setup } from '@marshal/m42';
import { MarshalError } from '@marshal/core';
import { FormErrors } from '../../components/whole-number';
import { i18next } from '../../i18n/i18n';
import enM42 from '../../i18n/locales/en/m42.json';
import type { ConditionDraft, M42Draft, PlayerDraft, Role } from './m42-draft';

type KeyWords = typeof enM42.keys;

/**
 * The words of a field's name in the interface language (`keys.*` in the `m42` namespace, loaded with the page); before
 * i18next has the namespace (unit tests) the English file is read directly, so English stays the same words.
 */
function say(key: string, params: Readonly<Record<string, string | number>> = {}): string {
  if (i18next.isInitialized && i18next.hasLoadedNamespace('m42')) return i18next.t(`keys.${key}`, { ns: 'm42', ...params });
  const text = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], enM42.keys);
  return typeof text === 'string' ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? '')) : key;
}

/** A form field's label ("Ld", "Hit-count die"); an unknown field is shown as its key. */
export const m42Label = (field: string): string => (field in enM42.keys.fields ? say(`fields.${field}`) : field);

const roleTitle = (role: Role) => say(`roles.${role}` satisfies `roles.${keyof KeyWords['roles']}`);
const named = (what: string, name: string | undefined) => (name?.trim() ? say('named', { what, name: name.trim() }) : what);
const playerWhere = (p: PlayerDraft) => named(roleTitle(p.role), p.name);

/** "Attacker (Strike Force), unit 2 (Rifle Squad 1): Ld" for a form key such as `players.0.units.1.ld` (German "Angreifer …, Einheit 2 …"). */
export function describeM42Key(d: M42Draft, key: string): string {
  const seg = key.split('.');
  const label = (f: string | undefined) => (f === 'turn' && seg[0] === 'victory' ? say('fields.untilTurn') : m42Label(f ?? ''));
  if (seg[0] === 'players') {
    const p = d.players[Number(seg[1])]!;
    if ((seg[2] === 'units' || seg[2] === 'officers') && seg[3] !== undefined) {
      const n = Number(seg[3]);
      const item = seg[2] === 'units' ? p.units[n] : p.officers[n];
      const what = say(seg[2] === 'units' ? 'unit' : 'officer', { n: n + 1 });
      return say('item', { where: playerWhere(p), item: named(what, item?.name), label: label(seg[4]) });
    }
    return say('field', { where: playerWhere(p), label: label(seg[2]) });
  }
  if (seg[0] === 'victory') return say('victory', { role: roleTitle(seg[1] as Role), n: Number(seg[2]) + 1, label: label(seg[3]) });
  if (seg[0] === 'objectives' || seg[0] === 'hostages') {
    const list = seg[0] === 'objectives' ? d.objectives : d.hostages;
    const n = Number(seg[1]);
    return say('field', { where: named(say(seg[0] === 'objectives' ? 'objective' : 'hostage', { n: n + 1 }), list[n]?.label), label: label(seg[2]) });
  }
  if (seg[0] === 'reserves') return say('reserves', { label: label(seg[1]) });
  return label(seg[0]);
}

function uniqueId(taken: Set<string>, kept: string | undefined, name: string, fallback: string): string {
  let id =
    kept && !taken.has(kept)
      ? kept
      : name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '') || fallback;
  for (let n = 2; taken.has(id); n++) id = `${id.replace(/-\d+$/, '')}-${n}`;
  taken.add(id);
  return id;
}

function playerFromDraft(p: PlayerDraft, pi: number, e: FormErrors, label: (k: string) => string, playerId: string, unitIds: Set<string>) {
  const at = `players.${pi}`;
  if (p.units.length === 0) e.add(`${at}.units`, say('noUnits', { label: label(`${at}.units`) }));
  const units = p.units.map((u, i) => {
    const k = `${at}.units.${i}`;
    const ld = e.optionalWhole(`${k}.ld`, u.ld, label(`${k}.ld`), 0, 20);
    const die = e.optionalWhole(`${k}.hitCountDie`, u.hitCountDie, label(`${k}.hitCountDie`), 1, 6);
    return {
      id: uniqueId(unitIds, u.id, u.name, 'unit'),
      name: e.text(`${k}.name`, u.name, label(`${k}.name`)),
      status: u.status,
      ...(ld !== undefined ? { ld } : {}),
      suppression: e.whole(`${k}.suppression`, u.suppression, label(`${k}.suppression`), 0, 99),
      hitCountDie: die ?? null,
    };
  });
  const officerIds = new Set<string>();
  const officers = p.officers.map((o, i) => {
    const k = `${at}.officers.${i}`;
    const unit = o.unit === '' ? undefined : units[Number(o.unit)]?.id;
    return {
      id: uniqueId(officerIds, o.id, o.name, 'officer'),
      name: e.text(`${k}.name`, o.name, label(`${k}.name`)),
      ld: e.whole(`${k}.ld`, o.ld, label(`${k}.ld`), 0, 20),
      status: o.status,
      ...(unit !== undefined ? { unit } : {}),
    };
  });
  const startingUnits = e.optionalWhole(`${at}.startingUnits`, p.startingUnits, label(`${at}.startingUnits`), 1, 999);
  return {
    id: playerId,
    name: e.text(`${at}.name`, p.name, label(`${at}.name`)),
    role: p.role,
    taskForce: {
      name: e.text(`${at}.taskForce`, p.taskForce, label(`${at}.taskForce`)),
      ...(startingUnits !== undefined ? { startingUnits } : {}),
      specialRules: [...(p.hiveMind ? (['hive-mind'] as const) : []), ...(p.fanatical ? (['fanatical'] as const) : [])],
      units,
      officers,
    },
  };
}

type Condition = NonNullable<M42SetupInput['mission']['victory']['attacker']>[number];

function conditionFromDraft(
  c: ConditionDraft,
  k: string,
  e: FormErrors,
  label: (k: string) => string,
  objectiveIds: string[],
  hostageIds: string[],
): Condition {
  const fromTurn = () => {
    const f = e.optionalWhole(`${k}.fromTurn`, c.fromTurn, label(`${k}.fromTurn`), 1, 999);
    return f !== undefined ? { fromTurn: f } : {};
  };
  const target = (ids: string[], what: string) => {
    const id = ids[Number(c.target)];
    if (c.target === '' || id === undefined) e.add(`${k}.target`, `${label(`${k}.target`)}: add ${what} to the battlefield and choose it`);
    return id ?? what;
  };
  switch (c.kind) {
    case 'hold-objective':
      return { kind: c.kind, objective: target(objectiveIds, 'an objective'), ...fromTurn() };
    case 'hold-objectives':
      return { kind: c.kind, count: e.whole(`${k}.count`, c.count, label(`${k}.count`), 1, 99), ...fromTurn() };
    case 'escort-hostage':
      return { kind: c.kind, hostage: target(hostageIds, 'a hostage') };
    case 'opponent-below':
      return { kind: c.kind, fraction: e.whole(`${k}.percent`, c.percent, label(`${k}.percent`), 1, 100) / 100 };
    case 'survive-until':
      return { kind: c.kind, turn: e.whole(`${k}.turn`, c.turn, label(`${k}.turn`), 1, 999) };
  }
}

/** The form key a package error's field points at (`players.0.taskForce.units.2.ld` → `players.0.units.2.ld`). */
export function m42KeyOfField(field: string): string {
  if (field === 'currentPlayer') return 'first';
  return field
    .replace(/^players\.(\d)\.taskForce\.name$/, 'players.$1.taskForce')
    .replace(/^players\.(\d)\.taskForce\./, 'players.$1.')
    .replace(/\.id$/, '.name')
    .replace(/^mission\.victory\.(\w+)\.(\d+)\.(objective|hostage)$/, 'victory.$1.$2.target')
    .replace(/^battlefield\./, '');
}

export function m42SetupFromDraft(d: M42Draft): { value: M42SetupInput | null; errors: Readonly<Record<string, string>> } {
  const e = new FormErrors();
  const label = (k: string) => describeM42Key(d, k);
  const playerIds = new Set<string>();
  const unitIds = new Set<string>(); // unique across the battle, so the record's events name each unit once
  const ids = d.players.map((p, i) => uniqueId(playerIds, p.id, p.name, `player-${i + 1}`));
  const objectiveIds = new Set<string>();
  const objectives = d.objectives.map((o, i) => ({
    id: uniqueId(objectiveIds, o.id, o.label, 'objective'),
    label: e.text(`objectives.${i}.label`, o.label, label(`objectives.${i}.label`)),
    heldBy: o.heldBy === '' ? null : ids[Number(o.heldBy)]!,
  }));
  const hostageIds = new Set<string>();
  const hostages = d.hostages.map((h, i) => ({
    id: uniqueId(hostageIds, h.id, h.label, 'hostage'),
    label: e.text(`hostages.${i}.label`, h.label, label(`hostages.${i}.label`)),
    escortedOffBy: h.escortedOffBy === '' ? null : ids[Number(h.escortedOffBy)]!,
  }));
  const conditions = (role: Role) =>
    d.victory[role].map((c, i) =>
      conditionFromDraft(
        c,
        `victory.${role}.${i}`,
        e,
        label,
        objectives.map((o) => o.id),
        hostages.map((h) => h.id),
      ),
    );
  const r = d.reserves;
  const setup: M42SetupInput = {
    title: e.text('title', d.title, m42Label('title')),
    turn: e.whole('turn', d.turn, m42Label('turn'), 1, 999),
    currentPlayer: ids[Number(d.first)]!,
    players: d.players.map((p, i) => playerFromDraft(p, i, e, label, ids[i]!, unitIds)),
    mission: {
      id:
        d.missionId ??
        (d.missionTitle
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-+|-+$/g, '') ||
          'mission'),
      title: e.text('missionTitle', d.missionTitle, m42Label('missionTitle')),
      victory: { attacker: conditions('attacker'), defender: conditions('defender') },
      ...(r
        ? {
            reserves: {
              roll: '1d6',
              arriveOn: e.whole('reserves.arriveOn', r.arriveOn, label('reserves.arriveOn'), 1, 6),
              fromTurn: e.whole('reserves.fromTurn', r.fromTurn, label('reserves.fromTurn'), 1, 999),
              perTurnBonus: e.whole('reserves.perTurnBonus', r.perTurnBonus, label('reserves.perTurnBonus'), 0, 5),
              label: 'mission reserves rule',
            },
          }
        : {}),
    },
    battlefield: { objectives, hostages },
  };
  if (e.count) return { value: null, errors: e.byKey };
  try {
    parseM42Setup(setup);
  } catch (err) {
    if (!(err instanceof MarshalError)) throw err;
    const key = m42KeyOfField(err.location.field ?? '');
    const message = err.message.replace(/^.*?field [^:]+: /, '').replace(/^M42 state: /, '');
    return { value: null, errors: { [key]: `${label(key)}: ${message}` } };
  }
  return { value: setup, errors: {} };
}
