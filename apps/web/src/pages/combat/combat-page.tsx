import { useEffect, useState } from 'react';
import { api } from '../../api';
import { DiceEntry } from '../../components/dice-entry';
import { RulingView } from '../../components/ruling-view';
import { OutcomeView } from './outcome-view';
import type { AttackAnswer, CombatOptionsAnswer } from './types';
import './combat.css';

/** Combat ruling calculator: the to-hit breakdown with sources and odds; roll with a seed or enter your own dice. */
type DiceMode = 'seeded' | 'physical';

interface Form {
  attacker: string;
  gunnery: number;
  piloting: number;
  heat: number;
  target: string;
  targetPiloting: number;
  kind: string;
  weapon: string;
  range: number;
  attackerMoved: string;
  targetMoved: number;
  targetJumped: boolean;
  direction: string;
  hexesMoved: number;
  options: string;
  cover: string;
  woods: string;
  mode: string;
  aim: string;
  limb: string;
  hullDown: boolean;
  immobile: boolean;
  inOpen: boolean;
}

/** Locations an aimed shot or a limb may name ('Mechs, quads and tripods, vehicles and VTOLs). */
const AIM_LOCATIONS = ['HD', 'CT', 'LT', 'RT', 'LA', 'RA', 'LL', 'RL', 'FLL', 'FRL', 'RLL', 'RRL', 'CL', 'FR', 'LS', 'RS', 'RR', 'TU', 'RO'];
const LIMBS = ['LA', 'RA', 'LL', 'RL', 'FLL', 'FRL', 'CL'];
/** Infantry anti-'Mech attacks: a leg attack, a swarm attempt, or a squad already swarming the target. */
const ANTI_MECH = ['leg', 'swarm', 'swarm-damage'];

const INITIAL: Form = {
  attacker: 'Hunchback HBK-4G',
  gunnery: 4,
  piloting: 5,
  heat: 0,
  target: 'Atlas AS7-D',
  targetPiloting: 5,
  kind: 'weapon',
  weapon: 'Medium Laser',
  range: 5,
  attackerMoved: 'ran',
  targetMoved: 5,
  targetJumped: false,
  direction: 'front',
  hexesMoved: 0,
  options: '',
  cover: '',
  woods: '',
  mode: '',
  aim: '',
  limb: '',
  hullDown: false,
  immobile: false,
  inOpen: false,
};

function requestOf(f: Form, dice: unknown) {
  return {
    attacker: { unit: f.attacker, gunnery: f.gunnery, piloting: f.piloting, heat: f.heat },
    target: { unit: f.target, piloting: f.targetPiloting, ...(f.hullDown ? { hullDown: true } : {}), ...(f.immobile ? { immobile: true } : {}) },
    attack: {
      ...(f.kind === 'weapon' ? { weapon: f.weapon } : ANTI_MECH.includes(f.kind) ? { antiMech: f.kind } : { physical: f.kind }),
      range: f.range,
      attackerMoved: f.attackerMoved,
      targetMoved: { hexes: f.targetMoved, jumped: f.targetJumped },
      direction: f.direction,
      ...(f.kind === 'charge' ? { hexesMoved: f.hexesMoved } : {}),
      ...(f.cover ? { cover: f.cover } : {}),
      ...(f.woods ? { woods: f.woods } : {}),
      ...(f.kind === 'weapon' && f.mode ? { mode: f.mode } : {}),
      ...(f.kind === 'weapon' && f.aim ? { aim: f.aim } : {}),
      ...(f.kind !== 'weapon' && f.limb ? { limb: f.limb } : {}),
      ...(f.inOpen ? { targetInOpen: true } : {}),
    },
    ruleset: f.options
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    dice,
  };
}

function Num({ label, value, onChange, min = 0, max = 99 }: { label: string; value: number; onChange: (v: number) => void; min?: number; max?: number }) {
  return (
    <label>
      {label} <input type="number" min={min} max={max} value={value} onChange={(e) => onChange(Number(e.target.value))} />
    </label>
  );
}

export function CombatPage() {
  const [form, setForm] = useState<Form>(INITIAL);
  const [answer, setAnswer] = useState<AttackAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<DiceMode>('physical');
  const [seed, setSeed] = useState('table-1');
  const [faces, setFaces] = useState<number[][]>([]);
  const [options, setOptions] = useState<CombatOptionsAnswer | null>(null);
  const set =
    <K extends keyof Form>(k: K) =>
    (v: Form[K]) =>
      setForm((f) => ({ ...f, [k]: v }));

  useEffect(() => {
    api.get<CombatOptionsAnswer>('/combat/options').then(setOptions, () => setOptions(null));
  }, []);

  async function send(dice: unknown) {
    setError(null);
    try {
      setAnswer(await api.post<AttackAnswer>('/combat/attack', requestOf(form, dice)));
    } catch (e) {
      setError((e as Error).message);
    }
  }
  const explain = () => void send({ kind: 'none' });
  const roll = () => {
    setFaces([]);
    void send(mode === 'seeded' ? { kind: 'seeded', seed } : { kind: 'physical', faces: [] });
  };
  function enter(f: number[]) {
    const next = [...faces, f];
    setFaces(next);
    void send({ kind: 'physical', faces: next });
  }

  return (
    <div className="page combat-page">
      <h1>Combat ruling calculator</h1>
      <form
        className="panel"
        aria-label="Attack"
        onSubmit={(e) => {
          e.preventDefault();
          explain();
        }}
      >
        <fieldset>
          <legend>Attacker</legend>
          <label>
            Attacker unit <input value={form.attacker} onChange={(e) => set('attacker')(e.target.value)} />
          </label>
          <Num label="Gunnery" value={form.gunnery} onChange={set('gunnery')} max={8} />
          <Num label="Piloting" value={form.piloting} onChange={set('piloting')} max={8} />
          <Num label="Heat" value={form.heat} onChange={set('heat')} />
          <label>
            Attacker moved{' '}
            <select value={form.attackerMoved} onChange={(e) => set('attackerMoved')(e.target.value)}>
              {['stood', 'walked', 'ran', 'jumped'].map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>Target</legend>
          <label>
            Target unit <input value={form.target} onChange={(e) => set('target')(e.target.value)} />
          </label>
          <Num label="Target piloting" value={form.targetPiloting} onChange={set('targetPiloting')} max={8} />
          <Num label="Hexes moved" value={form.targetMoved} onChange={set('targetMoved')} max={50} />
          <label>
            <input type="checkbox" checked={form.targetJumped} onChange={(e) => set('targetJumped')(e.target.checked)} /> Jumped
          </label>
          <label>
            Partial cover{' '}
            <select value={form.cover} onChange={(e) => set('cover')(e.target.value)}>
              <option value="">none</option>
              <option value="horizontal">partial cover</option>
              <option value="water">depth 1 water</option>
            </select>
          </label>
          <label>
            Target in woods{' '}
            <select value={form.woods} onChange={(e) => set('woods')(e.target.value)}>
              <option value="">no</option>
              <option value="light">light woods</option>
              <option value="heavy">heavy woods</option>
            </select>
          </label>
          <label>
            <input type="checkbox" checked={form.hullDown} onChange={(e) => set('hullDown')(e.target.checked)} /> Hull-down
          </label>
          <label>
            <input type="checkbox" checked={form.immobile} onChange={(e) => set('immobile')(e.target.checked)} /> Immobile
          </label>
          <label>
            <input type="checkbox" checked={form.inOpen} onChange={(e) => set('inOpen')(e.target.checked)} /> Infantry in the open
          </label>
          <label>
            Attacked side{' '}
            <select value={form.direction} onChange={(e) => set('direction')(e.target.value)}>
              {['front', 'rear', 'left', 'right'].map((m) => (
                <option key={m}>{m}</option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>Attack</legend>
          <label>
            Attack type{' '}
            <select value={form.kind} onChange={(e) => set('kind')(e.target.value)}>
              {['weapon', 'punch', 'kick', 'push', 'charge', 'dfa'].map((m) => (
                <option key={m}>{m}</option>
              ))}
              <option value="leg">leg attack (infantry)</option>
              <option value="swarm">swarm attack (infantry)</option>
              <option value="swarm-damage">swarming squad attacks</option>
            </select>
          </label>
          {form.kind === 'weapon' && (
            <label>
              Weapon{' '}
              <input
                value={form.weapon}
                onChange={(e) => set('weapon')(e.target.value)}
                title="a conventional infantry platoon fires all its weapons as one: any name, e.g. platoon"
              />
            </label>
          )}
          {form.kind === 'weapon' && (
            <label>
              Mode{' '}
              <select value={form.mode} onChange={(e) => set('mode')(e.target.value)}>
                <option value="">standard</option>
                <option value="ultra">Ultra (double rate)</option>
                <option value="lbx-cluster">LB-X cluster</option>
                <option value="rapid-fire">rapid fire (option)</option>
              </select>
            </label>
          )}
          {form.kind === 'weapon' && (
            <label>
              Aimed shot at{' '}
              <select value={form.aim} onChange={(e) => set('aim')(e.target.value)}>
                <option value="">no aimed shot</option>
                {AIM_LOCATIONS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </label>
          )}
          {(form.kind === 'punch' || form.kind === 'kick') && (
            <label>
              Limb{' '}
              <select value={form.limb} onChange={(e) => set('limb')(e.target.value)}>
                <option value="">the unit&apos;s right one</option>
                {LIMBS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </label>
          )}
          {form.kind === 'charge' && <Num label="Hexes the charger moved" value={form.hexesMoved} onChange={set('hexesMoved')} max={50} />}
          <Num label="Range" value={form.range} onChange={set('range')} max={100} />
          <label>
            Options <input value={form.options} onChange={(e) => set('options')(e.target.value)} placeholder="e.g. solaris-vii" list="combat-options" />
            <datalist id="combat-options">
              {[...(options?.presets ?? []), ...(options?.options ?? [])].map((o) => (
                <option key={o.id} value={o.id}>
                  {o.title}
                </option>
              ))}
            </datalist>
          </label>
        </fieldset>
        <button type="submit">Explain</button>{' '}
        <label>
          Dice{' '}
          <select value={mode} onChange={(e) => setMode(e.target.value as DiceMode)}>
            <option value="physical">my own dice</option>
            <option value="seeded">seeded</option>
          </select>
        </label>{' '}
        {mode === 'seeded' && (
          <label>
            Seed <input value={seed} onChange={(e) => setSeed(e.target.value)} />
          </label>
        )}{' '}
        <button type="button" onClick={roll}>
          Roll
        </button>
      </form>
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
      {answer && (
        <section className="panel" data-testid="attack-ruling">
          <RulingView ruling={answer.preview.toHit} open chart />
          <p>Damage: {answer.preview.damage}</p>
        </section>
      )}
      {answer?.diceNeeded && (
        <DiceEntry need={answer.diceNeeded} onEnter={enter} onCancel={() => setAnswer({ ...answer, diceNeeded: undefined } as AttackAnswer)} />
      )}
      {answer?.outcome && <OutcomeView outcome={answer.outcome} names={{ attacker: form.attacker, target: form.target }} />}
    </div>
  );
}
