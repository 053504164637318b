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
  TU: ['turret', 'front turret'],
  TU2: ['rear turret', 'second turret'],
  RO: ['rotor'],
  CH: ['chin turret'],
  BD: ['body'],
  FRRS: ['front right side', 'front right'],
  FRLS: ['front left side', 'front left'],
  RRRS: ['rear right side', 'rear right'],
  RRLS: ['rear left side', 'rear left'],
};

const SQUAD: Readonly<Record<string, readonly string[]>> = { SQUAD: ['squad'], POINT: ['point'], PLATOON: ['platoon'] };

const LABELS: Readonly<Record<WithdrawalTest, Readonly<Record<string, readonly string[]>>>> = { mech: MECH, vehicle: VEHICLE, squad: SQUAD };
const KIND: Readonly<Record<WithdrawalTest, string>> = { mech: "'Mech", vehicle: 'vehicle', squad: 'battle armour or infantry' };

const key = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** The abbreviation a label stands for, or a sentence naming the valid labels. */
export function locationLabel(test: WithdrawalTest, label: string): { ok: string } | { error: string } {
  const table = LABELS[test];
  const k = key(label);
  const trooper = test === 'squad' ? /^t(?:rooper)? ?(\d+)$/.exec(k) : null;
  if (trooper) return { ok: `T${Number(trooper[1])}` };
  const abbr = Object.keys(table).find((a) => a.toLowerCase() === k || table[a]!.includes(k));
  if (abbr) return { ok: abbr };
  const codes = test === 'squad' ? ['T1', 'T2', '…', ...Object.keys(table)] : Object.keys(table);
  const example = test === 'mech' ? 'Head, Left Leg' : test === 'vehicle' ? 'Front, Turret' : 'Trooper 3';
  return { error: `"${label}" is not a ${KIND[test]} location; use ${codes.join(', ')} (or their names, e.g. ${example})` };
}
