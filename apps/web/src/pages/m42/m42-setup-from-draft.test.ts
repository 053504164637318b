import { parseM42Setup, sampleM42State } from '@marshal/m42';
import { describe, expect, it } from 'vitest';
import { defaultM42Draft, m42DraftFrom } from './m42-draft';
import { m42KeyOfField, m42SetupFromDraft } from './m42-setup-from-draft';

describe('M42 start form → setup', () => {
  it('turns the example battle back into the same setup (ids, statuses, markers, conditions)', () => {
    const out = m42SetupFromDraft(m42DraftFrom(sampleM42State));
    expect(out.errors).toEqual({});
    expect(parseM42Setup(out.value)).toEqual(parseM42Setup(sampleM42State));
  });

  it('gives a new player a small battle that starts as it is, unit ids unique across both sides', () => {
    const out = m42SetupFromDraft(defaultM42Draft());
    expect(out.errors).toEqual({});
    const setup = parseM42Setup(out.value);
    expect(setup.players.map((p) => [p.id, p.role, p.taskForce.startingUnits, p.taskForce.officers[0]!.unit])).toEqual([
      ['strike-force', 'attacker', 4, 'command-squad'],
      ['garrison', 'defender', 4, 'hq-squad'],
    ]);
    expect(setup.mission.victory.attacker).toEqual([{ kind: 'hold-objective', objective: 'central-objective', fromTurn: 3 }]);
    expect(setup.currentPlayer).toBe('strike-force');
  });

  it('refuses bad numbers on their fields, naming the side, the unit or officer (1-based) and the field', () => {
    const d = defaultM42Draft();
    d.players[0].units[1]!.suppression = '-5';
    d.players[1].units[2]!.hitCountDie = '7';
    d.players[1].officers[0]!.ld = '1e20';
    d.turn = '';
    d.victory.defender[0]!.turn = '0';
    expect(m42SetupFromDraft(d).errors).toEqual({
      turn: 'Turn is empty: enter a whole number from 1 to 999',
      'players.0.units.1.suppression': 'Attacker (Strike Force), unit 2 (Rifle Squad 1): Suppression markers must be a whole number from 0 to 99, not -5',
      'players.1.units.2.hitCountDie': 'Defender (Garrison), unit 3 (Guard Squad 2): Hit-count die must be a whole number from 1 to 6, not 7',
      'players.1.officers.0.ld': 'Defender (Garrison), officer 1 (Lieutenant): Ld must be a whole number from 0 to 20, not 1e20',
      'victory.defender.0.turn': 'Defender victory condition 1: Until turn must be a whole number from 1 to 999, not 0',
    });
  });

  it('puts the package’s own refusals on the field: Hive Mind needs each unit’s Ld; an officer in reserve needs a unit', () => {
    const d = defaultM42Draft();
    d.players[1].hiveMind = true;
    expect(m42SetupFromDraft(d).errors).toEqual({
      'players.1.units.0.ld': 'Defender (Garrison), unit 1 (HQ Squad): Ld: HQ Squad needs an Ld: a Hive Mind task force tests unit by unit',
    });
    const e = defaultM42Draft();
    e.players[0].officers[0] = { ...e.players[0].officers[0]!, status: 'reserve', unit: '' };
    expect(Object.keys(m42SetupFromDraft(e).errors)).toEqual(['players.0.officers.0.unit']);
  });

  it('maps package fields to form keys', () => {
    expect(m42KeyOfField('players.1.taskForce.units.2.id')).toBe('players.1.units.2.name');
    expect(m42KeyOfField('players.0.taskForce.name')).toBe('players.0.taskForce');
    expect(m42KeyOfField('mission.victory.attacker.0.objective')).toBe('victory.attacker.0.target');
    expect(m42KeyOfField('currentPlayer')).toBe('first');
  });
});
