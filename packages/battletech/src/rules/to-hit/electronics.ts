import type { CombatRules } from '../../options/rules';

/** ECM/ECCM in one hex of a line of sight, and active-probe detection of hidden units. */
export interface HexElectronics {
  /** Enemy ECM suites whose field covers the hex. */
  readonly enemyEcm: number;
  readonly enemyAngelEcm: number;
  /** Friendly suites set to ECCM (needs the ECCM option), and friendly Angel suites in ECCM. */
  readonly friendlyEccm: number;
  readonly friendlyAngelEccm: number;
}

export type EcmState = 'ecm' | 'eccm' | 'clear';

/** One ECCM counters one ECM; Angel ECM needs Angel ECCM, and one Angel ECCM counters any plain ECM. */
export function ecmState(hex: HexElectronics, rules: CombatRules): EcmState {
  const eccm = rules.eccm.allowed ? hex.friendlyEccm : 0;
  const angelEccm = rules.eccm.allowed ? hex.friendlyAngelEccm : 0;
  if (hex.enemyAngelEcm > angelEccm) return 'ecm';
  const plainCountered = angelEccm > 0 || eccm >= hex.enemyEcm;
  if (hex.enemyEcm > 0 && !plainCountered) return 'ecm';
  return eccm > 0 || angelEccm > 0 ? 'eccm' : 'clear';
}

/** A line of sight is ECM-affected when any hex on it is. */
export const losEcmAffected = (hexes: readonly HexElectronics[], rules: CombatRules): boolean => hexes.some((h) => ecmState(h, rules) === 'ecm');

/** One step of a probe-carrying unit's move, seen from a hidden unit: distance and line of sight. */
export interface ProbeStep {
  readonly distance: number;
  readonly lineOfSight: boolean;
}

/**
 * Whether an active probe reveals a hidden unit: within 1 hex always, or within probe range with line of
 * sight. Standard rules check where the move ends; the expanded option checks every hex of the path.
 */
export function probeDetects(path: readonly ProbeStep[], probeRange: number, rules: CombatRules): boolean {
  const steps = rules.probeDetection.alongPath ? path : path.slice(-1);
  return steps.some((s) => s.distance <= 1 || (s.distance <= probeRange && s.lineOfSight));
}
