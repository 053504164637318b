/** Location labels a referee may report: the record-sheet abbreviations, or their full names as aliases. */
import type { WithdrawalTest } from '../units';

const MECH: Readonly<Record<string, readonly string[]>> = {
  HD: ['head'],
  CT: ['center torso', 'centre torso'],
  LT: ['left torso'],
  RT: ['right torso'],
  LA: ['left arm'],
  RA: ['right arm'],
  LL: ['left leg'],
  RL: ['right leg'],
  CL: ['center leg', 'centre leg'],
  FLL: ['front left leg'],
  FRL: ['front right leg'],
  RLL: ['rear left leg'],
  RRL: ['rear right leg'],
};

const VEHICLE: Readonly<Record<string, readonly string[]>> = {
  FR: ['front'],
  LS: ['left side', 'left'],
  RS: ['right side', 'right'],
  RR: ['rear'],
  TU: ['turret'],
  RO: ['rotor'],
  BD: ['body'],
};

const LABELS: Readonly<Record<WithdrawalTest, Readonly<Record<string, readonly string[]>>>> = { mech: MECH, vehicle: VEHICLE, squad: {} };
const KIND: Readonly<Record<WithdrawalTest, string>> = { mech: "'Mech", vehicle: 'vehicle', squad: 'battle armour or infantry' };

const key = (s: string) => s.trim().toLowerCase().replace(/[\s_-]+/g, ' ');

/** The abbreviation a label stands for, or a sentence naming the valid labels. */
export function locationLabel(test: WithdrawalTest, label: string): { ok: string } | { error: string } {
  const table = LABELS[test];
  const k = key(label);
  const abbr = Object.keys(table).find((a) => a.toLowerCase() === k || table[a]!.includes(k));
  if (abbr) return { ok: abbr };
  const codes = Object.keys(table);
  if (!codes.length) return { error: `"${label}" is not a location: ${KIND[test]} is judged by its troopers (strength), not by locations` };
  const names = codes.slice(0, 2).map((c) => table[c]![0]!.replace(/\b\w/g, (x) => x.toUpperCase()));
  const example = test === 'mech' ? 'Head, Left Leg' : names.join(', ');
  return { error: `"${label}" is not a ${KIND[test]} location; use ${codes.join(', ')} (or their names, e.g. ${example})` };
}
