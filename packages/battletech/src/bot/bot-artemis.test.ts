import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fireOptions } from '../battle/fire';
import { ECM, fileDuel } from '../battle/test/setup';
import { combatRuleset } from '../options/ruleset';
import { bundledUnit } from '../test/bundled';
import { botShots } from './bot-munitions';
import { damageOnHit } from './expected-damage';

const tw = combatRuleset([]).rules;
const read = (path: string) => readFileSync(resolve(import.meta.dirname, '../../../../data/megamek/mechfiles', path), 'utf8');
const archer = (blueGear: Parameters<typeof fileDuel>[1]['blueGear'] = []) =>
  fileDuel(bundledUnit(read, 'mechs/Tukayyid/Archer ARC-5CS.mtf') as never, { rules: tw, blueGear });

describe("the bot's expected damage of Artemis-guided launchers", () => {
  it('counts the +2 on the cluster roll, and not under enemy ECM', () => {
    const s = archer();
    const shots = botShots(s, 'red', 'blue', fireOptions(s, 'red', 'blue', tw), tw, 0);
    const lrm = shots.find((o) => o.profile.name === 'LRM 15')!;
    expect(lrm.onHit).toBeGreaterThan(damageOnHit(lrm.profile) + 1);
    const e = archer([ECM]);
    const jammed = botShots(e, 'red', 'blue', fireOptions(e, 'red', 'blue', tw), tw, 0).find((o) => o.profile.name === 'LRM 15')!;
    expect(jammed.onHit).toBeCloseTo(damageOnHit(jammed.profile), 9);
  });
});
