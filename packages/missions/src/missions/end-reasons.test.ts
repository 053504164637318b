import { describe, expect, it } from 'vitest';
import { mech, play, startMission, state } from '../../test/builders';
import { escortConvoy } from '../convoy';
import { baseMissionRules } from '../options';
import { washUp } from '../wash-up';

/** Why each mission ended when a side has nothing left: destroyed is not retreated, and a mix says how many of each. */
const destroy = (unit: string) => ({ type: 'destroyUnit', unit, cause: 'other', crewRoll: 'later' });
const strip = (unit: string) => ({ type: 'reportDamage', unit, facts: { armourStripped: ['CT', 'LL'], destroyed: [] } });
const exit = (unit: string, edge: string) => ({ type: 'exitUnit', unit, edge });
const tokens = Array.from({ length: 4 }, (_, i) => ({ id: `t${i + 1}`, hex: `${String(2 + 5 * i).padStart(2, '0')}05` }));
const pair = (extra: object = {}) =>
  [mech('a1', 'attacker', { value: 2000 }), mech('a2', 'attacker'), mech('d1', 'defender', { value: 1500 }), mech('d2', 'defender')].map((u) => ({
    ...u,
    ...extra,
  }));
const ended = (setup: Parameters<typeof startMission>[0], commands: object[]) => state(play(startMission(setup), commands)).ended?.reason;

describe('a side with nothing left on the board: destroyed, withdrawn or both', () => {
  for (const mission of ['open-engagement', 'assassination', 'take-the-position'] as const) {
    it(`${mission}: a side destroyed to the last unit has not retreated`, () => {
      expect(ended({ mission, units: pair() }, [destroy('d1'), destroy('d2')])).toBe('every unit of the defender has been destroyed');
    });
    it(`${mission}: some destroyed and the rest withdrawn says both, with their counts`, () => {
      expect(ended({ mission, units: pair() }, [destroy('d1'), strip('d2'), exit('d2', 'far')])).toBe(
        'the defender has no units left on the board: 1 destroyed and 1 withdrawn',
      );
    });
  }
  it('a side that withdrew every unit still reads as the retreat it was', () => {
    const out = [strip('d1'), strip('d2'), exit('d1', 'far'), exit('d2', 'far')];
    expect(ended({ mission: 'open-engagement', units: pair() }, out)).toBe('the defender has retreated all its forces from the board');
    expect(ended({ mission: 'assassination', units: pair() }, out)).toBe('the defender has fully retreated from the board');
  });
  it('a unit pushed off the board is not said to have withdrawn', () => {
    expect(ended({ mission: 'open-engagement', units: pair() }, [destroy('d1'), { ...exit('d2', 'far'), displaced: true }])).toBe(
      'the defender has no units left on the board: 1 destroyed and 1 pushed off the board',
    );
  });
  it('the salvage goes to the side holding the field, without calling a destroyed side retreated', () => {
    const g = play(startMission({ mission: 'open-engagement', units: pair() }), [destroy('d1'), destroy('d2')]);
    expect(washUp(state(g), baseMissionRules).salvage.reason.text).toBe('the defender has no units left on the board; the attacker holds it');
  });
  it('Break the Line, Diversion, Sabotage and Extraction: every unit destroyed', () => {
    const all = 'every unit of the attacker has been destroyed';
    expect(ended({ mission: 'break-the-line', units: pair() }, [destroy('a1'), destroy('a2')])).toBe(all);
    expect(ended({ mission: 'sabotage', units: pair(), objectives: { tokens } }, [destroy('a1'), destroy('a2')])).toBe(all);
    const split = pair().map((u) => (u.side === 'attacker' ? { ...u, group: u.id === 'a1' ? 'trapped' : 'diversion' } : u));
    expect(ended({ mission: 'diversion', units: [...split, mech('a3', 'attacker', { group: 'trapped' })] }, [destroy('d1'), destroy('d2')])).toBe(
      'every unit of the defender has been destroyed',
    );
    expect(ended({ mission: 'extraction', units: pair(), objectives: { tokens: [], objectiveHex: '0808' } }, [destroy('a1'), destroy('a2')])).toBe(all);
  });
  it('Break the Line: raiders through and raiders destroyed are told apart', () => {
    expect(ended({ mission: 'break-the-line', units: pair() }, [exit('a1', 'far'), destroy('a2')])).toBe(
      'the attacker has no units left on the board: 1 destroyed and 1 withdrawn',
    );
    expect(ended({ mission: 'break-the-line', units: pair() }, [exit('a1', 'far'), exit('a2', 'far')])).toBe(
      'the attacker has exited all its forces from the map',
    );
  });
  it('Escort: the convoy out and the escort destroyed are told apart', () => {
    const units = [...escortConvoy(100), mech('a1', 'attacker'), mech('d1', 'defender')];
    expect(ended({ mission: 'escort', units }, [exit('packrat-1', 'far'), exit('packrat-2', 'far'), destroy('a1')])).toBe(
      'the attacker has no units left on the board: 1 destroyed and 2 withdrawn',
    );
    expect(ended({ mission: 'escort', units }, [destroy('packrat-1'), destroy('packrat-2'), destroy('a1')])).toBe(
      'every unit of the attacker has been destroyed',
    );
    expect(ended({ mission: 'escort', units }, [exit('packrat-1', 'far'), exit('packrat-2', 'far'), exit('a1', 'far')])).toBe(
      'every attacking unit and Packrat has left the board',
    );
  });
  it('Rapid Recon and Extraction: no mobile attacker left, some destroyed and some immobile', () => {
    const immobile = { type: 'immobiliseUnit', unit: 'a2' };
    expect(ended({ mission: 'rapid-recon', units: pair(), objectives: { tokens } }, [destroy('a1'), immobile])).toBe(
      'the attacker has no mobile units left on the board: 1 destroyed and 1 immobile',
    );
    const extraction = { mission: 'extraction' as const, units: pair(), objectives: { tokens: [], objectiveHex: '0808' } };
    expect(ended(extraction, [strip('a1'), exit('a1', 'home'), immobile])).toBe('every mobile attacking unit has left through the deployment zone');
    expect(ended(extraction, [destroy('a1'), immobile])).toBe('the attacker has no mobile units left on the board: 1 destroyed and 1 immobile');
  });
});
