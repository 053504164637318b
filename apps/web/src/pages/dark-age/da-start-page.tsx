import './da.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngineText } from '../../i18n/engine-text';
import {
  type DaFormError,
  type DaSetupForm,
  bearing,
  blankSetupForm,
  darkAgeOptionRegistry,
  formFromSetup,
  parseDaSetup,
  previewState,
  sampleDarkAgeState,
  sampleSkirmish,
  setupFromForm,
} from '@marshal/dark-age';
import { DiceChoice, OptionChecklist } from '../../components/game-start-fields';
import { useStartGame } from '../../use-game';
import { DialEditor } from './dial-editor';
import { SetupJson } from './setup-json';
import { SetupUnits } from './setup-units';
import { TableSvg } from './table-svg';
import { TerrainFields } from './terrain-fields';
import { useSetupNames } from './da-names';

const ROW_FIELDS = ['position', 'aboard', 'facing'];

/** Errors of one placed unit's card, with paths relative to the unit (its row on the table is shown elsewhere). */
const cardErrors = (errors: readonly DaFormError[], i: number): DaFormError[] =>
  errors.flatMap((e) =>
    e.field.startsWith(`units.${i}.`) && !ROW_FIELDS.includes(e.field.slice(`units.${i}.`.length))
      ? [{ ...e, field: e.field.slice(`units.${i}.`.length) }]
      : [],
  );

/** Start a Fire for Effect skirmish: sides, table, units from the sample library or the dial editor, placed by clicking the table; JSON only as an option. */
export function DaStartPage() {
  const { t } = useTranslation('darkAge');
  const engine = useEngineText();
  const [form, setForm] = useState<DaSetupForm>(blankSetupForm);
  const [selected, setSelected] = useState<string | null>(null);
  const [aiming, setAiming] = useState(false);
  const [tried, setTried] = useState(false);
  const [startedWith, setStartedWith] = useState<DaSetupForm | null>(null);
  const [rules, setRules] = useState<string[]>([]);
  const [dice, setDice] = useState<'seeded' | 'physical'>('physical');
  const { start: startGame, error, busy } = useStartGame('dark-age', '/dark-age');
  const options = darkAgeOptionRegistry.options.filter((o) => !o.enabledByDefault);
  const { setup, errors } = setupFromForm(form);
  const bad = (field: string) => (errors.some((e) => e.field === field) ? true : undefined);
  const at = form.units.findIndex((u) => u.id === selected);
  const editing = at >= 0 ? form.units[at]! : null;
  const set = (patch: Partial<DaSetupForm>) => setForm({ ...form, ...patch });
  const name = useSetupNames(form);

  function start(e: React.FormEvent) {
    e.preventDefault();
    setTried(true);
    if (!setup) return;
    setStartedWith(form);
    void startGame(() => setup, rules, dice);
  }
  function place(p: { x: number; y: number }) {
    if (!editing) return;
    const from = editing.position;
    const patch = aiming && from ? { facing: String(Math.round(bearing(from, p))) } : { position: p, aboard: '' };
    setForm({ ...form, units: form.units.map((u) => (u.id === editing.id ? { ...u, ...patch } : u)) });
    setAiming(false);
  }
  const choose = (id: string | null) => (setSelected(id), setAiming(false));
  const text = (label: string, value: string, field: string, patch: (v: string) => Partial<DaSetupForm>, numeric = false) => (
    <label>
      {label}
      <input value={value} inputMode={numeric ? 'decimal' : undefined} aria-invalid={bad(field)} onChange={(e) => set(patch(e.target.value))} />
    </label>
  );

  return (
    <div className="page">
      <h1>{t('start.title')}</h1>
      <p className="lede">
        {t('start.lede')} {t('start.ledeRulings')}
      </p>
      <form className="panel da-setup" onSubmit={start} aria-label={t('start.form')}>
        <fieldset>
          <legend>{t('start.sides')}</legend>
          <div className="row">
            {text(t('start.gameTitle'), form.title, 'title', (title) => ({ title }))}
            {text(t('start.player', { n: 1 }), form.players[0], 'players.0', (p) => ({ players: [p, form.players[1]] }))}
            {text(t('start.faction', { n: 1 }), form.factions[0], 'factions.0', (p) => ({ factions: [p, form.factions[1]] }))}
            {text(t('start.player', { n: 2 }), form.players[1], 'players.1', (p) => ({ players: [form.players[0], p] }))}
            {text(t('start.faction', { n: 2 }), form.factions[1], 'factions.1', (p) => ({ factions: [form.factions[0], p] }))}
            <label>
              {t('start.first')}
              <select value={form.first} onChange={(e) => set({ first: e.target.value === '1' ? 1 : 0 })}>
                <option value={0}>{form.players[0] || t('start.player', { n: 1 })}</option>
                <option value={1}>{form.players[1] || t('start.player', { n: 2 })}</option>
              </select>
            </label>
            {text(t('start.width'), form.width, 'width', (width) => ({ width }), true)}
            {text(t('start.depth'), form.height, 'height', (height) => ({ height }), true)}
            {text(t('start.buildTotal'), form.buildTotal, 'buildTotal', (buildTotal) => ({ buildTotal }), true)}
            {text(t('start.turnLimit'), form.turnLimit ?? '', 'turnLimit', (turnLimit) => ({ turnLimit }), true)}
          </div>
          <label className="inline">
            <input type="checkbox" checked={form.botPlaysSecond === true} onChange={(e) => set({ botPlaysSecond: e.target.checked })} />{' '}
            {t('start.bot', { player: form.players[1] || t('start.player', { n: 2 }) })}
          </label>
          <p className="hint">
            {t('start.victoryHint')} {t('start.refereedHint')}
          </p>
          <p className="hint">{t('start.buildHint')}</p>
          <button type="button" className="secondary" onClick={() => (setForm(formFromSetup(sampleDarkAgeState)), choose(null))}>
            {t('start.river')}
          </button>{' '}
          <button type="button" className="secondary" disabled={busy} onClick={() => void startGame(() => parseDaSetup(sampleSkirmish), rules, dice)}>
            {t('start.hillFarm')}
          </button>
        </fieldset>
        <TerrainFields terrain={form.terrain} onChange={(terrain) => set({ terrain })} errors={errors} />
        <div className="da-layout">
          <div>
            <p className="hint" role="status">
              {!editing ? t('start.choose') : t(aiming ? 'start.facing' : 'start.placing', { unit: name(editing.id) })}
            </p>
            {editing?.position && !editing.aboard && (
              <button type="button" className="secondary" onClick={() => setAiming(!aiming)}>
                {aiming ? t('start.backToPlacing') : t('start.faceTowards', { unit: name(editing.id) })}
              </button>
            )}
            <TableSvg s={previewState(form)} selected={selected} onSelect={choose} onPoint={place} lastResolution={null} point={null} />
          </div>
          <SetupUnits form={form} onChange={setForm} selected={selected} onSelect={choose} errors={errors} />
        </div>
        {editing && (
          <DialEditor
            who={name(editing.id)}
            value={editing.unit}
            errors={cardErrors(errors, at)}
            onChange={(unit) => setForm({ ...form, units: form.units.map((u) => (u.id === editing.id ? { ...u, unit } : u)) })}
          />
        )}
        <OptionChecklist options={options} selected={rules} onChange={setRules} />
        <DiceChoice name="da-dice" value={dice} onChange={setDice} seededLabel={t('start.seeded')} />
        {tried && errors.length > 0 && (
          <ul className="problems" role="alert" aria-label={t('start.problems')}>
            {errors.map((e) => (
              <li key={e.field + e.message}>{engine.daForm(e.message)}</li>
            ))}
          </ul>
        )}
        {error && startedWith === form && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {t('start.start')}
        </button>
      </form>
      <SetupJson form={form} onLoad={(f) => (setForm(f), choose(null))} />
    </div>
  );
}
