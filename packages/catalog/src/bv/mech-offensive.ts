/** Offensive Battle Value of a 'Mech: weapons ordered by value against heat efficiency, ammunition, equipment, weight. */
import { equipmentTable } from '../equipment/table';
import type { EquipmentEntry } from '../equipment/types';
import type { BvLine, BvWeaponLine } from './breakdown';
import { AMS_AMMO, isDefensive } from './mech-defensive';
import { nameMatches, type MechFacts, type PricedMount } from './mech-facts';

interface Priced {
  readonly m: PricedMount;
  bv: number;
  heat: number;
  notes: string[];
}

const STREAK = /^(SRM_STREAK|MRM_STREAK|LRM_STREAK|IATM)$/;

const baseHeats = new WeakMap<EquipmentEntry, number>();

/** A weapon's heat for BV before anything linked to it: one-shots a quarter, Ultra ×2, rotary ×6, prototype lasers more, streaks half. */
function baseHeat(e: EquipmentEntry): number {
  let heat = baseHeats.get(e);
  if (heat !== undefined) return heat;
  heat = e.heat;
  if (e.ammoType === 'ROCKET_LAUNCHER' || e.flags.includes('oneshot')) heat *= 0.25;
  if (e.ammoType === 'AC_ULTRA' || e.ammoType === 'AC_ULTRA_THB') heat *= 2;
  if (e.ammoType === 'AC_ROTARY') heat *= 6;
  if (/Prototype|Recovered/.test(e.id) && e.flags.includes('laser')) heat += /Small/.test(e.id) ? 2 : 3;
  if (STREAK.test(e.ammoType ?? '')) heat *= 0.5;
  baseHeats.set(e, heat);
  return heat;
}

function weaponHeat(p: PricedMount, linked: ReadonlySet<string>): number {
  const e = p.entry;
  let heat = baseHeat(e);
  if (e.flags.includes('ppc') && linked.has('ppc-capacitor')) heat += 5;
  if (e.flags.includes('laser') && linked.has('laser-insulator')) heat = Math.max(1, heat - 1);
  return heat;
}

const CAPACITOR_BV: readonly [RegExp, number][] = [
  [/^ISLightPPC$|^Light PPC$/i, 44],
  [/^ISHeavyPPC$|^Heavy PPC$/i, 53],
  [/^ISSNPPC$/i, 87],
  [/^ISERPPC$/i, 114],
  [/^CLERPPC$/i, 136],
  [/PPC/i, 88],
];

const LINKERS = ['artemis', 'artemis-v', 'artemis-proto', 'apollo', 'ppc-capacitor', 'laser-insulator'];

/** Link Artemis, Apollo, PPC capacitors and laser insulators to a weapon in the same location, one each. */
function links(f: MechFacts): Map<PricedMount, Set<string>> {
  const out = new Map<PricedMount, Set<string>>();
  if (!LINKERS.some((x) => f.has(x))) return out;
  const linkers = f.mounts.filter((m) => LINKERS.some((x) => m.entry.flags.includes(x)));
  for (const l of linkers) {
    const kind = l.entry.flags.find((x) => LINKERS.includes(x))!;
    const fits = (w: PricedMount) =>
      kind.startsWith('artemis')
        ? w.entry.flags.includes('artemis-capable')
        : kind === 'apollo'
          ? w.entry.ammoType === 'MRM'
          : kind === 'ppc-capacitor'
            ? w.entry.flags.includes('ppc')
            : w.entry.flags.includes('laser');
    const target = f.mounts.find((w) => w.entry.category === 'weapon' && w.mount.location === l.mount.location && fits(w) && !out.get(w)?.size);
    if (target) out.set(target, new Set([kind]));
  }
  return out;
}

/** Each machine gun array links up to four guns in its location, each gun to one array: the guns just before it, or after it when none are before. */
export function machineGunArrays(f: MechFacts): Map<PricedMount, PricedMount[]> {
  const out = new Map<PricedMount, PricedMount[]>();
  if (!f.has('mga')) return out;
  const claimed = new Set<PricedMount>();
  const first = (p: PricedMount) => p.mount.slots[0] ?? 0;
  const arrays = f.mounts.filter((m) => m.entry.flags.includes('mga')).sort((a, b) => first(a) - first(b));
  for (const a of arrays) {
    const free = f.mounts.filter(
      (x) =>
        x.mount.location === a.mount.location &&
        x.entry.category === 'weapon' &&
        x.entry.flags.includes('mg') &&
        !x.entry.flags.includes('mga') &&
        !claimed.has(x),
    );
    const before = free.filter((x) => first(x) < first(a)).sort((x, y) => first(y) - first(x));
    const guns = (before.length ? before : free.sort((x, y) => first(x) - first(y))).slice(0, 4);
    for (const g of guns) claimed.add(g);
    out.set(a, guns);
  }
  return out;
}

const NOT_LINKED: ReadonlySet<string> = new Set();

function pricedWeapons(f: MechFacts): Priced[] {
  const linked = links(f);
  const hasTc = f.has('targcomp');
  const drone = f.has('drone-operating-system');
  const weapons = f.mounts.filter((m) => m.entry.category === 'weapon' && !isDefensive(m) && !m.entry.flags.includes('ams'));
  const arrays = machineGunArrays(f);
  return weapons.map((m) => {
    const l = linked.get(m) ?? NOT_LINKED;
    const notes: string[] = [];
    let bv = typeof m.entry.bv === 'number' ? m.entry.bv : 0;
    if (m.entry.flags.includes('mga')) {
      const mgs = arrays.get(m) ?? [];
      bv = mgs.reduce((s, x) => s + (typeof x.entry.bv === 'number' ? x.entry.bv : 0), 0) * 0.67;
      notes.push(`machine gun array: 0.67 × ${mgs.length} linked gun(s)`);
    }
    // AES multiplies the weapon's own value; a PPC capacitor's value is added after it (ADR 0035, session 8).
    if (f.hasIn('actuator-enhancement-system', m.mount.location) && f.isArm(m.mount.location)) {
      bv *= 1.25;
      notes.push('AES ×1.25');
    }
    if (l.has('ppc-capacitor')) {
      bv += CAPACITOR_BV.find(([re]) => re.test(m.entry.id))![1];
      notes.push('with capacitor');
    }
    if (l.has('artemis') || l.has('artemis-proto')) {
      bv *= 1.2;
      notes.push('Artemis IV ×1.2');
    }
    if (l.has('artemis-v')) {
      bv *= 1.3;
      notes.push('Artemis V ×1.3');
    }
    if (l.has('apollo')) {
      bv *= 1.15;
      notes.push('Apollo ×1.15');
    }
    if (drone) bv *= 0.8;
    if (hasTc && m.entry.flags.includes('direct-fire')) {
      bv *= 1.25;
      notes.push('targeting computer ×1.25');
    }
    return { m, bv, heat: weaponHeat(m, l), notes };
  });
}

/**
 * Halve rear-facing weapons outside the arms and turrets, or the front-facing ones when the rear carries more BV (TechManual
 * p. 303); on a tie the rear ones are halved, so a 'Mech with no rear weapons never has its front weapons halved. The two
 * sides are compared at the weapons' modified values, a targeting computer's ×1.25 and a drone's ×0.8 included (ADR 0035,
 * session 9).
 */
function halveFacing(f: MechFacts, priced: Priced[]): void {
  let front = 0;
  let rear = 0;
  for (const p of priced) {
    if (!inTorso(f, p)) continue;
    if (p.m.mount.rearMounted) rear += p.bv;
    else front += p.bv;
  }
  const halveRear = front >= rear;
  for (const p of priced) {
    if (inTorso(f, p) && p.m.mount.rearMounted === halveRear) {
      p.bv /= 2;
      p.notes.push(halveRear ? 'rear-facing: halved' : 'front-facing with a stronger rear: halved');
    }
  }
}

/** A weapon whose facing counts: outside the arms and turrets. */
const inTorso = (f: MechFacts, p: Priced): boolean => !f.isArm(p.m.mount.location) && !p.m.mount.turret;

const VIBRO_HEAT: readonly [RegExp, number][] = [
  [/large/i, 7],
  [/medium/i, 5],
  [/small/i, 3],
];

/** Vibroblades count like weapons in the heat order: their BV with the heat they make when active (one per arm). */
function vibroblades(f: MechFacts): Priced[] {
  const out: Priced[] = [];
  if (!f.has('club')) return out;
  for (const arm of ['LA', 'RA']) {
    const m = f.mounts.find((x) => x.mount.location === arm && x.entry.flags.includes('club') && /vibro/i.test(x.entry.id));
    if (!m) continue;
    const aes = f.hasIn('actuator-enhancement-system', arm) ? 1.25 : 1;
    const bv = (typeof m.entry.bv === 'number' ? m.entry.bv : 0) * aes * (f.has('drone-operating-system') ? 0.8 : 1);
    out.push({ m, bv, heat: VIBRO_HEAT.find(([re]) => re.test(m.entry.id))?.[1] ?? 0, notes: ['vibroblade'] });
  }
  return out;
}

export function offensiveWeapons(f: MechFacts, heatEfficiency: number): { weapons: BvWeaponLine[]; total: number; ammoCap: Map<string, number> } {
  const priced = pricedWeapons(f);
  halveFacing(f, priced);
  priced.push(...vibroblades(f));
  const ammoCap = new Map<string, number>();
  for (const p of priced) {
    const e = p.m.entry;
    if (e.category !== 'weapon') continue;
    const energy = e.flags.includes('energy') && !/^(PLASMA|VEHICLE_FLAMER|HEAVY_FLAMER|CHEMICAL_LASER)$/.test(e.ammoType ?? '');
    if (energy || e.flags.includes('oneshot') || e.flags.includes('infantry') || !e.ammoType) continue;
    const key = `${e.ammoType}:${e.clusterSize ?? 0}`;
    ammoCap.set(key, (ammoCap.get(key) ?? 0) + (typeof e.bv === 'number' ? e.bv : 0));
  }
  const heated = priced.filter((p) => p.heat > 0).sort((a, b) => b.bv - a.bv || a.heat - b.heat);
  const maxHeat = heated.reduce((s, p) => s + p.heat, 0);
  let heatAdded = 0;
  if (maxHeat > heatEfficiency) {
    for (const p of heated) {
      if (heatAdded >= heatEfficiency) {
        p.bv /= 2;
        p.notes.push('beyond heat efficiency: halved');
      }
      heatAdded += p.heat;
    }
  }
  const weapons = priced.map((p) => ({
    name: p.m.entry.name,
    location: p.m.mount.location + (p.m.mount.rearMounted ? ' (R)' : ''),
    bv: p.bv,
    heat: p.heat,
    notes: p.notes,
  }));
  return { weapons, total: priced.reduce((s, p) => s + p.bv, 0), ammoCap };
}

/**
 * The ammunition a bin is priced as: the launcher's own. The weapon tables list ammunition per launcher, the Inner Sphere
 * and Clan rows apart (Streak SRM 6: 11 and 15 BV a ton, TechManual p. 230; LRM 20: 23 and 27, p. 229), and the BV 2.0
 * ammunition step prices each ton at the value of the weapon that fires it (TechManual p. 303). Only the bins that no
 * launcher of their own tech base can fire move: a mixed-tech file that names the other tech base's bin for its launchers
 * (a Clan Streak SRM 6 bin feeding an Inner Sphere Streak SRM 6) is priced as that launcher's ammunition of the same kind.
 */
function launcherAmmo(f: MechFacts, e: EquipmentEntry): EquipmentEntry {
  const launchers = f.mounts.filter(
    (m) => m.entry.category === 'weapon' && m.entry.ammoType === e.ammoType && (m.entry.clusterSize ?? 0) === (e.clusterSize ?? 0),
  );
  const [first] = launchers;
  if (!first || launchers.some((m) => m.entry.techBase === e.techBase)) return e;
  const own = first.entry.techBase;
  const same = (x: EquipmentEntry) =>
    x.category === 'ammo' && x.techBase === own && x.ammoType === e.ammoType && (x.clusterSize ?? 0) === (e.clusterSize ?? 0) && x.name === e.name;
  return equipmentTable().find(same) ?? e;
}

export function ammoLine(f: MechFacts, cap: ReadonlyMap<string, number>): BvLine {
  const byKey = new Map<string, number>();
  const moved = new Set<string>();
  for (const m of f.mounts) {
    if (m.entry.category !== 'ammo' || AMS_AMMO.has(m.entry.ammoType ?? '')) continue;
    const e = launcherAmmo(f, m.entry);
    if (e !== m.entry) moved.add(`${m.entry.id} → ${e.id} (${e.bv})`);
    const key = `${e.ammoType}:${e.clusterSize ?? 0}`;
    byKey.set(key, (byKey.get(key) ?? 0) + (typeof e.bv === 'number' ? e.bv : 0));
  }
  let total = 0;
  for (const [key, bv] of byKey) {
    if (cap.has(key)) total += Math.min(bv, cap.get(key)!);
    else if (key.startsWith('COOLANT_POD')) total += bv;
  }
  return {
    label: 'Ammunition (capped at the BV of the weapons that fire it)',
    value: total,
    ...(moved.size ? { detail: `priced as the launcher's own ammunition (BV a ton): ${[...moved].join(', ')}` } : {}),
  };
}

const TORSOS = ['LT', 'CT', 'RT'];

/**
 * A ram plate is priced by the charge it adds: half of tonnage × running MP ÷ 10 (each step rounded down), plus 1 for each
 * torso location carrying spikes, × 1.1, like the other physical attack equipment (TechManual p. 302 method; the ram plate's
 * own rulebook page is not in our tables — default, checked against the Master Unit List's Rhino, ADR 0035).
 */
function ramPlateBv(f: MechFacts, run: number): number {
  const spiked = TORSOS.filter((loc) => f.hasIn('spikes', loc)).length;
  return (Math.floor(Math.floor(f.unit.tonnage * run * 0.1) / 2) + spiked) * 1.1;
}

function variableMiscBv(f: MechFacts, m: PricedMount, run: number): number {
  const t = f.unit.tonnage;
  const tsm = f.has('tsm') ? 2 : 1;
  const e = m.entry;
  if (nameMatches(e, /hatchet|mace \(thb\)/i) && !/mace$/i.test(e.name)) return Math.ceil(t / 5) * 1.5 * tsm;
  if (nameMatches(e, /sword/i)) return Math.ceil(t / 10 + 1) * 1.725 * tsm;
  if (nameMatches(e, /^mace$/i)) return Math.ceil(t / 4) * tsm;
  if (nameMatches(e, /lance/i)) return Math.ceil(t / 5) * tsm;
  if (nameMatches(e, /retractable blade/i)) return Math.ceil(t / 10) * 1.725 * tsm;
  if (e.flags.includes('talon')) return m === f.mounts.find((x) => x.entry.flags.includes('talon')) ? Math.round(Math.floor(t / 5) * 0.5) * tsm : 0;
  if (e.flags.includes('hand-weapon') && nameMatches(e, /claw/i)) return Math.ceil(t / 7) * 1.275 * tsm;
  if (e.flags.includes('ram-plate')) return ramPlateBv(f, run);
  if (e.bv === 'variable' && !['targcomp', 'ppc-capacitor', 'actuator-enhancement-system', 'modular-armor'].some((x) => e.flags.includes(x)))
    f.warnings.push(`no BV formula for ${e.name}`);
  return 0;
}

const PHYSICAL_WEAPON_FLAGS = ['club', 'hand-weapon', 'talon', 'ram-plate'];

/**
 * Offensive misc equipment; `run` is the running MP for BV (MASC and TSM included), which prices a ram plate. A drone
 * operating system's ×0.8 on weapons (Tactical Operations p. 306) covers physical attack weapons too: claws, talons,
 * clubs (ADR 0035, session 10).
 */
export function offensiveEquipmentLine(f: MechFacts, run: number): BvLine {
  let total = 0;
  const names: string[] = [];
  const drone = f.has('drone-operating-system');
  for (const m of f.mounts) {
    if (m.entry.category !== 'misc' || isDefensive(m) || m.entry.flags.includes('targcomp')) continue;
    if (m.entry.flags.includes('club') && /vibro/i.test(m.entry.id)) continue;
    let bv = typeof m.entry.bv === 'number' ? m.entry.bv : variableMiscBv(f, m, run);
    if ((m.entry.flags.includes('club') || m.entry.flags.includes('hand-weapon')) && f.hasIn('actuator-enhancement-system', m.mount.location)) bv *= 1.25;
    if (drone && PHYSICAL_WEAPON_FLAGS.some((x) => m.entry.flags.includes(x))) bv *= 0.8;
    if (bv > 0) names.push(m.entry.name);
    total += bv;
  }
  return { label: 'Offensive equipment', value: total, ...(names.length ? { detail: names.join(', ') } : {}) };
}
