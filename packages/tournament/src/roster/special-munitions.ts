/** Which special munitions from Total Warfare exist, and which ammunition families may load them. */
import { SPECIAL_MUNITIONS } from '../sources';

export interface MunitionType {
  readonly id: string;
  readonly label: string;
  readonly families: readonly string[];
}

const STANDARD_AC = ['ac2', 'ac5', 'ac10', 'ac20'];
const LRM = ['lrm'];
const SRM = ['srm'];

export const SPECIAL_MUNITION_TYPES: readonly MunitionType[] = [
  { id: 'armor-piercing', label: 'Armor-piercing', families: STANDARD_AC },
  { id: 'flechette', label: 'Flechette', families: STANDARD_AC },
  { id: 'precision', label: 'Precision', families: STANDARD_AC },
  { id: 'tracer', label: 'Tracer', families: STANDARD_AC },
  { id: 'fragmentation', label: 'Fragmentation', families: [...LRM, ...SRM] },
  { id: 'inferno', label: 'Inferno', families: SRM },
  { id: 'semi-guided', label: 'Semi-guided', families: LRM },
  { id: 'swarm', label: 'Swarm', families: LRM },
  { id: 'swarm-i', label: 'Swarm-I', families: LRM },
  { id: 'thunder', label: 'Thunder (FASCAM)', families: LRM },
  { id: 'artemis', label: 'Artemis IV capable', families: [...LRM, ...SRM] },
  { id: 'narc', label: 'Narc capable', families: [...LRM, ...SRM] },
];

export const SPECIAL_MUNITIONS_SOURCE = SPECIAL_MUNITIONS;

/** Why this munition cannot be loaded into that family, or null when it can. */
export function munitionProblem(munition: string, family: string): string | null {
  const type = SPECIAL_MUNITION_TYPES.find((m) => m.id === munition);
  if (!type) return `"${munition}" is not a Total Warfare special munition (known: ${SPECIAL_MUNITION_TYPES.map((m) => m.id).join(', ')})`;
  if (!type.families.includes(family)) return `${type.label} ammunition cannot be loaded for ${family} (only ${type.families.join(', ')})`;
  return null;
}
