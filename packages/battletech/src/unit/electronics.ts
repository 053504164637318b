// A unit's electronic-warfare gear read from its catalog equipment: an ECM suite, stealth armour, an active probe.
import { findEquipment } from '@marshal/catalog';
import type { EcmMode } from '../options/rules';
import type { Unit } from './catalog-types';

export interface SuiteGear {
  /** Standard (Guardian, Clan, single-hex, EW) or Angel. */
  readonly kind: 'standard' | 'angel';
  readonly equipmentId: string;
  readonly location: string;
  /** Radius of its field in hexes. */
  readonly range: number;
}

export interface ProbeGear {
  readonly equipmentId: string;
  readonly location: string;
  readonly range: number;
  readonly bloodhound?: true;
}

export interface UnitElectronics {
  readonly suite?: SuiteGear;
  /** Stealth armour (it needs the suite to work). */
  readonly stealth?: true;
  readonly probe?: ProbeGear;
}

/**
 * Field radii (Total Warfare ECM suites: Guardian, Clan and Angel 6; Tactical Operations EW equipment and CEWS 3;
 * battle-armour Angel 2; single-hex ECM only its own hex) and probe ranges (Beagle 4, Bloodhound 8, Clan probe and
 * CEWS 5, light probes 3).
 */
function suiteRange(flags: readonly string[]): number {
  if (flags.includes('single-hex-ecm')) return 0;
  if (flags.includes('ba-equipment') && flags.includes('angel-ecm')) return 2;
  if (flags.includes('ew-equipment') || flags.includes('watchdog') || flags.includes('nova')) return 3;
  return 6;
}

function probeRange(id: string, flags: readonly string[]): number {
  if (flags.includes('bloodhound')) return 8;
  if (/light/iu.test(id)) return 3;
  if (flags.includes('watchdog') || flags.includes('nova') || /^CL/u.test(id)) return 5;
  return 4;
}

/** The unit's ECM suite, stealth armour and active probe (the first of each it mounts); null when it has none. */
export function unitElectronics(unit: Pick<Unit, 'equipment' | 'armorType'>): UnitElectronics | null {
  let suite: SuiteGear | undefined;
  let probe: ProbeGear | undefined;
  let stealth = /stealth/iu.test(unit.armorType ?? '');
  for (const m of unit.equipment) {
    const e = findEquipment(m.equipmentId) ?? findEquipment(m.fileName);
    const flags = e?.flags ?? [];
    if (flags.includes('stealth') && !flags.includes('ba-equipment')) stealth = true;
    if (!suite && flags.includes('ecm'))
      suite = {
        kind: flags.includes('angel-ecm') ? 'angel' : 'standard',
        equipmentId: m.equipmentId,
        location: m.location,
        range: suiteRange(flags),
      };
    if (!probe && flags.includes('bap'))
      probe = {
        equipmentId: m.equipmentId,
        location: m.location,
        range: probeRange(m.equipmentId, flags),
        ...(flags.includes('bloodhound') ? { bloodhound: true as const } : {}),
      };
  }
  if (!suite && !probe) return null;
  return { ...(suite ? { suite } : {}), ...(suite && stealth ? { stealth: true as const } : {}), ...(probe ? { probe } : {}) };
}

/** A suite starts as ECM, or powering stealth armour on a unit that has it. */
export const defaultEcmMode = (gear: UnitElectronics): EcmMode => (gear.stealth ? 'stealth' : 'ecm');
