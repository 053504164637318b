import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api';
import { DiceEntry } from '../../components/dice-entry';
import { RulingView } from '../../components/ruling-view';
import { ClusterLine, OutcomeView } from './outcome-view';
import type { AttackAnswer } from './types';
import { OptionChecklist } from '../../components/game-start-fields';
import { combatOptionList } from '../../components/combat-options';
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
  options: readonly string[];
  cover: string;
  woods: string;
  mode: string;
  aim: string;
  limb: string;
  hullDown: boolean;
  immobile: boolean;
  inOpen: boolean;
  rounds: string;
  enemyEcm: boolean;
  attackerStealth: boolean;
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
  options: [],
  cover: '',
  woods: '',
  mode: '',
  aim: '',
  limb: '',
  hullDown: false,
  immobile: false,
  inOpen: false,
  rounds: '',
  enemyEcm: false,
  attackerStealth: false,
};

/** Rounds a launcher may fire (the empty choice: the first bin with a round, as the unit file loads it); an MML's LRM or SRM rounds. */
const ROUNDS = ['standard', 'artemis-capable', 'artemis-v-capable', 'narc-capable', 'lrm', 'srm'];

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
      ...(f.kind === 'weapon' && f.rounds ? { rounds: f.rounds } : {}),
      ...(f.kind === 'weapon' && f.enemyEcm ? { enemyEcm: true } : {}),
      ...(f.kind === 'weapon' && f.attackerStealth ? { attackerStealth: true } : {}),
    },
    ruleset: [...f.options],
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
  const { t } = useTranslation('combat');
  const { t: tb } = useTranslation('battle');
  const [form, setForm] = useState<Form>(INITIAL);
  const [answer, setAnswer] = useState<AttackAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mode, setMode] = useState<DiceMode>('physical');
  const [seed, setSeed] = useState('table-1');
  const [faces, setFaces] = useState<number[][]>([]);
  const set =
    <K extends keyof Form>(k: K) =>
    (v: Form[K]) =>
      setForm((f) => ({ ...f, [k]: v }));

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
      <h1>{t('title')}</h1>
      <form
        className="panel"
        aria-label={t('attack')}
        onSubmit={(e) => {
          e.preventDefault();
          explain();
        }}
      >
        <fieldset>
          <legend>{t('attacker')}</legend>
          <label>
            {t('attackerUnit')} <input value={form.attacker} onChange={(e) => set('attacker')(e.target.value)} />
          </label>
          <Num label={t('gunnery')} value={form.gunnery} onChange={set('gunnery')} max={8} />
          <Num label={t('piloting')} value={form.piloting} onChange={set('piloting')} max={8} />
          <Num label={t('heat')} value={form.heat} onChange={set('heat')} />
          <label>
            {t('attackerMoved')}{' '}
            <select value={form.attackerMoved} onChange={(e) => set('attackerMoved')(e.target.value)}>
              {['stood', 'walked', 'ran', 'jumped'].map((m) => (
                <option key={m} value={m}>
                  {t(`moved.${m}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('target')}</legend>
          <label>
            {t('targetUnit')} <input value={form.target} onChange={(e) => set('target')(e.target.value)} />
          </label>
          <Num label={t('targetPiloting')} value={form.targetPiloting} onChange={set('targetPiloting')} max={8} />
          <Num label={t('hexesMoved')} value={form.targetMoved} onChange={set('targetMoved')} max={50} />
          <label>
            <input type="checkbox" checked={form.targetJumped} onChange={(e) => set('targetJumped')(e.target.checked)} /> {t('jumped')}
          </label>
          <label>
            {t('cover.label')}{' '}
            <select value={form.cover} onChange={(e) => set('cover')(e.target.value)}>
              <option value="">{t('cover.none')}</option>
              <option value="horizontal">{t('cover.horizontal')}</option>
              <option value="water">{t('cover.water')}</option>
            </select>
          </label>
          <label>
            {t('woods.label')}{' '}
            <select value={form.woods} onChange={(e) => set('woods')(e.target.value)}>
              <option value="">{t('woods.none')}</option>
              <option value="light">{t('woods.light')}</option>
              <option value="heavy">{t('woods.heavy')}</option>
            </select>
          </label>
          <label>
            <input type="checkbox" checked={form.hullDown} onChange={(e) => set('hullDown')(e.target.checked)} /> {t('hullDown')}
          </label>
          <label>
            <input type="checkbox" checked={form.immobile} onChange={(e) => set('immobile')(e.target.checked)} /> {t('immobile')}
          </label>
          <label>
            <input type="checkbox" checked={form.inOpen} onChange={(e) => set('inOpen')(e.target.checked)} /> {t('inOpen')}
          </label>
          <label>
            {t('side.label')}{' '}
            <select value={form.direction} onChange={(e) => set('direction')(e.target.value)}>
              {['front', 'rear', 'left', 'right'].map((m) => (
                <option key={m} value={m}>
                  {t(`side.${m}`)}
                </option>
              ))}
            </select>
          </label>
        </fieldset>
        <fieldset>
          <legend>{t('attack')}</legend>
          <label>
            {t('kind.label')}{' '}
            <select value={form.kind} onChange={(e) => set('kind')(e.target.value)}>
              {['weapon', 'punch', 'kick', 'push', 'charge', 'dfa', 'leg', 'swarm', 'swarm-damage'].map((m) => (
                <option key={m} value={m}>
                  {t(`kind.${m}`)}
                </option>
              ))}
            </select>
          </label>
          {form.kind === 'weapon' && (
            <label>
              {t('weapon')} <input value={form.weapon} onChange={(e) => set('weapon')(e.target.value)} title={t('weaponHint')} />
            </label>
          )}
          {form.kind === 'weapon' && (
            <label>
              {t('mode.label')}{' '}
              <select value={form.mode} onChange={(e) => set('mode')(e.target.value)}>
                <option value="">{t('mode.standard')}</option>
                <option value="ultra">{t('mode.ultra')}</option>
                <option value="lbx-cluster">{t('mode.lbx')}</option>
                <option value="rapid-fire">{t('mode.rapid')}</option>
              </select>
            </label>
          )}
          {form.kind === 'weapon' && (
            <label>
              {t('rounds.label')}{' '}
              <select value={form.rounds} onChange={(e) => set('rounds')(e.target.value)} title={t('rounds.hint')}>
                <option value="">{t('rounds.default')}</option>
                {ROUNDS.map((r) => (
                  <option key={r} value={r}>
                    {t(`rounds.${r}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {form.kind === 'weapon' && (
            <label>
              <input type="checkbox" checked={form.enemyEcm} onChange={(e) => set('enemyEcm')(e.target.checked)} /> {t('enemyEcm')}
            </label>
          )}
          {form.kind === 'weapon' && (
            <label>
              <input type="checkbox" checked={form.attackerStealth} onChange={(e) => set('attackerStealth')(e.target.checked)} /> {t('attackerStealth')}
            </label>
          )}
          {form.kind === 'weapon' && (
            <label>
              {t('aim.label')}{' '}
              <select value={form.aim} onChange={(e) => set('aim')(e.target.value)}>
                <option value="">{t('aim.none')}</option>
                {AIM_LOCATIONS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </label>
          )}
          {(form.kind === 'punch' || form.kind === 'kick') && (
            <label>
              {t('limb.label')}{' '}
              <select value={form.limb} onChange={(e) => set('limb')(e.target.value)}>
                <option value="">{t('limb.default')}</option>
                {LIMBS.map((l) => (
                  <option key={l}>{l}</option>
                ))}
              </select>
            </label>
          )}
          {form.kind === 'charge' && <Num label={t('chargerMoved')} value={form.hexesMoved} onChange={set('hexesMoved')} max={50} />}
          <Num label={t('range')} value={form.range} onChange={set('range')} max={100} />
        </fieldset>
        <OptionChecklist className="combat-options" options={combatOptionList(tb)} selected={form.options} onChange={set('options')} />
        <button type="submit">{t('explain')}</button>{' '}
        <label>
          {t('dice.label')}{' '}
          <select value={mode} onChange={(e) => setMode(e.target.value as DiceMode)}>
            <option value="physical">{t('dice.physical')}</option>
            <option value="seeded">{t('dice.seeded')}</option>
          </select>
        </label>{' '}
        {mode === 'seeded' && (
          <label>
            {t('dice.seed')} <input value={seed} onChange={(e) => setSeed(e.target.value)} />
          </label>
        )}{' '}
        <button type="button" onClick={roll}>
          {t('dice.roll')}
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
          <p>{t('damage', { damage: answer.preview.damage })}</p>
          {answer.preview.cluster && <ClusterLine line={answer.preview.cluster} />}
        </section>
      )}
      {answer?.diceNeeded && (
        <DiceEntry need={answer.diceNeeded} onEnter={enter} onCancel={() => setAnswer({ ...answer, diceNeeded: undefined } as AttackAnswer)} />
      )}
      {answer?.outcome && <OutcomeView outcome={answer.outcome} names={{ attacker: form.attacker, target: form.target }} />}
    </div>
  );
}
