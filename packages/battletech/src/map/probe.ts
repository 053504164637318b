// Active probes finding hidden units: from where the unit ends its move, or (optional rule) from every hex it passes.
import { type Hex, type OptionRegistry, TOTAL_WARFARE, bookSource, defineOption, hexDistance, resolveRuleset, seedSource, type Source } from '@marshal/core';
import type { GameMap } from './compose';
import { gridLabel } from './grid';
import { lineOfSight } from './los';

export interface ProbeRules {
  /** The positions along a move from which the probe looks. */
  readonly probePositions: (path: readonly Hex[]) => readonly Hex[];
  readonly source: Source;
}

const TW_HIDDEN = bookSource(TOTAL_WARFARE, { section: 'Hidden units › Active probes', note: 'checked after the unit has finished moving' });
const TO_PATH = seedSource('003', '8.5.1 Hidden Units (Expanded)');

export const TW_PROBE_RULES: ProbeRules = Object.freeze({ probePositions: (path: readonly Hex[]) => path.slice(-1), source: TW_HIDDEN });

export const probeOptions: OptionRegistry<Partial<ProbeRules>> = {
  options: [
    defineOption<Partial<ProbeRules>>({
      id: 'tacops-probe-whole-path',
      title: 'Active probes work along the whole move',
      description: 'A probe-equipped unit can find hidden units from every hex it moves through, not only where it stops.',
      source: TO_PATH,
      contributes: { probePositions: (path: readonly Hex[]) => path, source: TO_PATH },
    }),
  ],
};

export const probeRules = (manifest: readonly string[] = []): ProbeRules => resolveRuleset(probeOptions, TW_PROBE_RULES, manifest).rules;

export interface HiddenUnit {
  readonly id: string;
  readonly hex: Hex;
  /** Only a Bloodhound-class probe finds it beyond one hex (e.g. Null-signature systems). */
  readonly needsBloodhound?: boolean;
  /** Unarmoured infantry cannot be found by probes at all beyond one hex. */
  readonly undetectable?: boolean;
}

export interface Probe {
  readonly range: number;
  readonly bloodhound?: boolean;
}

export interface Detection {
  readonly id: string;
  readonly from: string;
  readonly step: number;
}

/**
 * Which hidden units a probe finds along a path (hexes in order, start first). A unit within one hex is always found;
 * otherwise it must be within probe range and in line of sight. Positions under enemy ECM (`jammed`) do not probe.
 */
export function probeDetections(
  map: GameMap,
  path: readonly Hex[],
  probe: Probe,
  hidden: readonly HiddenUnit[],
  rules: ProbeRules = TW_PROBE_RULES,
  jammed: (h: Hex) => boolean = () => false,
): Detection[] {
  const found = new Map<string, Detection>();
  const positions = rules.probePositions(path);
  positions.forEach((pos) => {
    const step = path.indexOf(pos);
    for (const u of hidden) {
      if (found.has(u.id)) continue;
      const d = hexDistance(pos, u.hex);
      const canSee = () => !lineOfSight(map, { hex: pos, height: 1 }, { hex: u.hex, height: 1 }).blocked;
      const probing = !jammed(pos) && d <= probe.range && !u.undetectable && (!u.needsBloodhound || !!probe.bloodhound);
      if (d <= 1 || (probing && canSee())) found.set(u.id, { id: u.id, from: gridLabel(map, pos), step });
    }
  });
  return [...found.values()];
}
