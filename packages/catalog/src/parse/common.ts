/** Shared pieces of the unit-file parsers: errors with file and line, rules levels, tech bases. */
import { MarshalError } from '@marshal/core';
import type { RulesLevel, TechBase } from '../model';

export function fileError(path: string, line: number | undefined, reason: string, field?: string): MarshalError {
  return new MarshalError('unit-file', reason, { file: path, ...(line !== undefined ? { line } : {}), ...(field ? { field } : {}) });
}

export const RULES_LEVELS: readonly RulesLevel[] = ['Introductory', 'Standard', 'Advanced', 'Experimental', 'Unofficial'];

export function rulesLevelOf(level: number): RulesLevel | undefined {
  return RULES_LEVELS[level - 1];
}

export function techBaseOf(text: string): { techBase: TechBase; chassis?: 'Inner Sphere' | 'Clan' } | undefined {
  const t = text.trim().toLowerCase();
  if (t === 'inner sphere' || t === 'is') return { techBase: 'Inner Sphere' };
  if (t === 'clan') return { techBase: 'Clan' };
  if (t.startsWith('mixed')) return { techBase: 'Mixed', chassis: t.includes('clan') ? 'Clan' : 'Inner Sphere' };
  return undefined;
}

const NON_ASCII = /[\u0080-\uffff]/;

/** A stable id from the name: lower case, words joined by dashes. */
export function unitId(name: string): string {
  // NFKD leaves plain ASCII as it is; skip it for the (almost all) names that are.
  return (NON_ASCII.test(name) ? name.normalize('NFKD') : name)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export function toInt(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const t = text.trim();
  if (!/^-?\d+(\.\d+)?$/.test(t)) return undefined;
  return Math.trunc(Number(t));
}
