import { type Unit, parseBlk, parseMtf } from '@marshal/catalog';
import { type BattleUnit, createBattleUnit } from '../unit/battle-unit';
import { catalogAmmoDamage, catalogWeaponLookup } from '../unit/catalog-weapons';

/**
 * Units from the bundled MegaMek files (data/ ships with the repository), for tests on real records. Tests pass their own
 * file reader (rule packages have no I/O): `read(path)` returns the text of data/megamek/mechfiles/<path>.
 */
export type ReadBundled = (path: string) => string;

export const bundledUnit = (read: ReadBundled, path: string): Unit => (path.endsWith('.blk') ? parseBlk(read(path), path) : parseMtf(read(path), path));

export const bundledBattleUnit = (read: ReadBundled, path: string, pilot = { gunnery: 4, piloting: 5 }, id?: string): BattleUnit =>
  createBattleUnit(bundledUnit(read, path), pilot, { lookup: catalogWeaponLookup, ammo: catalogAmmoDamage, ...(id ? { id } : {}) });

export const GOLIATH = 'mechs/3039u/Goliath GOL-1H.mtf';
export const SCORPION = 'mechs/3039u/Scorpion SCP-1N.mtf';
export const TRISKELION = 'mechs/XTRs/Republic III/Triskelion TRK-4V.mtf';
export const WARRIOR = 'vehicles/3039u/Warrior H-7 Attack Helicopter.blk';
export const ELEMENTAL = 'battlearmor/RS3058Uu/Elemental Battle Armor [Laser].blk';
export const FOOT_RIFLE = 'infantry/TW/IS Platoons/Foot Platoon (Rifle).blk';
