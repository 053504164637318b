import { MarshalError } from '../errors';
import type { Source } from '../source';

/** A named optional or house rule. It contributes rules or tables; core code never asks whether it is on. */
export interface OptionDef<C> {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly source: Source;
  /** Alternatives share a group: choosing one replaces the group's default; choosing two is a conflict. */
  readonly group?: string;
  /** On unless the manifest negates it (`!id`) or picks another option of its group. */
  readonly enabledByDefault?: boolean;
  readonly conflicts?: readonly string[];
  readonly requires?: readonly string[];
  readonly contributes: C;
}

/** A named bundle of options, e.g. "tw-standard" or "solaris-vii". */
export interface Preset {
  readonly id: string;
  readonly title: string;
  readonly includes: readonly string[];
}

export interface OptionRegistry<C> {
  readonly options: readonly OptionDef<C>[];
  readonly presets?: readonly Preset[];
}

export interface ManifestProblem {
  readonly severity: 'error' | 'warning';
  readonly entry: string;
  readonly message: string;
}

export interface ManifestResolution {
  readonly ok: boolean;
  readonly manifest: readonly string[];
  readonly enabled: readonly string[];
  readonly problems: readonly ManifestProblem[];
}

export function defineOption<C>(def: OptionDef<C>): OptionDef<C> {
  if (!/^[a-z0-9][a-z0-9-]*$/.test(def.id)) throw new MarshalError('option-definition', `option id "${def.id}" must be kebab-case`);
  return Object.freeze(def);
}

function suggest(id: string, known: readonly string[]): string {
  const close = known.filter((k) => k.includes(id) || id.includes(k) || distance(k, id) <= 3).slice(0, 3);
  return close.length ? ` (did you mean ${close.join(', ')}?)` : '';
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** Resolve a manifest such as ["tw-standard", "tacops-floating-criticals", "!ceasefire"] into enabled option ids. */
export function resolveManifest<C>(registry: OptionRegistry<C>, manifest: readonly string[]): ManifestResolution {
  const options = new Map(registry.options.map((o) => [o.id, o]));
  const presets = new Map((registry.presets ?? []).map((p) => [p.id, p]));
  const known = [...options.keys(), ...presets.keys()];
  const problems: ManifestProblem[] = [];
  const enabled = new Set(registry.options.filter((o) => o.enabledByDefault).map((o) => o.id));
  const chosen = new Map<string, string>();

  const enable = (id: string, entry: string) => {
    const opt = options.get(id);
    if (!opt) return;
    if (opt.group) {
      const prior = chosen.get(opt.group);
      if (prior && prior !== id) problems.push({ severity: 'error', entry, message: `${id} and ${prior} are alternatives (group ${opt.group}); choose one` });
      chosen.set(opt.group, id);
      for (const other of registry.options) if (other.group === opt.group && other.id !== id) enabled.delete(other.id);
    }
    enabled.add(id);
  };

  for (const raw of manifest) {
    const entry = raw.trim();
    const negate = entry.startsWith('!');
    const id = negate ? entry.slice(1) : entry;
    const preset = presets.get(id);
    if (!options.has(id) && !preset) {
      problems.push({ severity: 'error', entry, message: `unknown option "${id}"${suggest(id, known)}` });
      continue;
    }
    const ids = preset ? preset.includes : [id];
    for (const one of ids) {
      if (!options.has(one)) {
        problems.push({ severity: 'error', entry, message: `preset ${id} names unknown option "${one}"` });
        continue;
      }
      if (negate) {
        if (!enabled.has(one)) problems.push({ severity: 'warning', entry, message: `"${one}" was not on, so "!${one}" changes nothing` });
        enabled.delete(one);
      } else enable(one, entry);
    }
  }

  const reported = new Set<string>();
  for (const id of enabled) {
    const opt = options.get(id)!;
    for (const c of opt.conflicts ?? []) {
      const pair = [id, c].sort().join('|');
      if (!enabled.has(c) || reported.has(pair)) continue;
      reported.add(pair);
      problems.push({ severity: 'error', entry: id, message: `${id} conflicts with ${c}` });
    }
    for (const r of opt.requires ?? []) if (!enabled.has(r)) problems.push({ severity: 'error', entry: id, message: `${id} requires ${r}, which is not on` });
  }
  const order = registry.options.map((o) => o.id);
  return {
    ok: !problems.some((p) => p.severity === 'error'),
    manifest: [...manifest],
    enabled: order.filter((id) => enabled.has(id)),
    problems,
  };
}

type Plain = Record<string, unknown>;
const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/**
 * Fold option contributions into a base rules object: arrays are appended, plain objects merged key by key,
 * anything else replaced. Two options replacing the same thing is reported as a conflict.
 */
export function composeRules<R extends object>(base: R, contributions: readonly { id: string; contributes: unknown }[]): { rules: R; conflicts: string[] } {
  const rules: Plain = { ...(base as Plain) };
  const owner = new Map<string, string>();
  const conflicts: string[] = [];
  const claim = (path: string, id: string) => {
    const prior = owner.get(path);
    if (prior && prior !== id) conflicts.push(`${prior} and ${id} both replace ${path}`);
    owner.set(path, id);
  };
  for (const { id, contributes } of contributions) {
    if (!isPlain(contributes)) continue;
    for (const [key, value] of Object.entries(contributes)) {
      const current = rules[key];
      if (Array.isArray(current) && Array.isArray(value)) rules[key] = [...current, ...value];
      else if (isPlain(current) && isPlain(value)) {
        const merged: Plain = { ...current };
        for (const [k, v] of Object.entries(value)) {
          claim(`${key}.${k}`, id);
          merged[k] = v;
        }
        rules[key] = merged;
      } else {
        claim(key, id);
        rules[key] = value;
      }
    }
  }
  return { rules: deepFreeze(rules) as R, conflicts };
}

export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** The frozen rules a game runs under, with the manifest and the options that produced them. */
export interface Ruleset<R> {
  readonly rules: R;
  readonly manifest: readonly string[];
  readonly enabled: readonly string[];
  readonly problems: readonly ManifestProblem[];
}

/** Resolve once, at setup; throws a MarshalError listing every problem when the manifest is not usable. */
export function resolveRuleset<R extends object>(registry: OptionRegistry<Partial<R> | object>, base: R, manifest: readonly string[]): Ruleset<R> {
  const resolution = resolveManifest(registry, manifest);
  const byId = new Map(registry.options.map((o) => [o.id, o]));
  const { rules, conflicts } = composeRules(
    base,
    resolution.enabled.map((id) => ({ id, contributes: byId.get(id)!.contributes })),
  );
  const problems = [...resolution.problems, ...conflicts.map((c) => ({ severity: 'error' as const, entry: 'ruleset', message: c }))];
  if (problems.some((p) => p.severity === 'error'))
    throw new MarshalError(
      'ruleset',
      `ruleset [${manifest.join(', ')}] cannot be used: ${problems
        .filter((p) => p.severity === 'error')
        .map((p) => p.message)
        .join('; ')}`,
      { field: 'ruleset' },
      { problems },
    );
  return Object.freeze({ rules, manifest: [...manifest], enabled: resolution.enabled, problems });
}
