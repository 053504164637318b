import './da.css';
import { useState } from 'react';
import {
  type DaFormError,
  type DaSetupForm,
  bearing,
  blankSetupForm,
  darkAgeOptionRegistry,
  formFromSetup,
  placedLabel,
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
      <h1>Fire for Effect</h1>
      <p className="lede">
        MechWarrior: Dark Age with mercenaries, transports and artillery, measured in inches on an open table. Every ruling shows its modifiers and sources;
        values the rules do not give are labelled defaults.
      </p>
      <form className="panel da-setup" onSubmit={start} aria-label="Start a Fire for Effect game">
        <fieldset>
          <legend>Sides and table</legend>
          <div className="row">
            {text('Title', form.title, 'title', (title) => ({ title }))}
            {text('Player 1', form.players[0], 'players.0', (p) => ({ players: [p, form.players[1]] }))}
            {text('Player 1 faction (empty: the player’s name)', form.factions[0], 'factions.0', (p) => ({ factions: [p, form.factions[1]] }))}
            {text('Player 2', form.players[1], 'players.1', (p) => ({ players: [form.players[0], p] }))}
            {text('Player 2 faction (empty: the player’s name)', form.factions[1], 'factions.1', (p) => ({ factions: [form.factions[0], p] }))}
            <label>
              First to play
              <select value={form.first} onChange={(e) => set({ first: e.target.value === '1' ? 1 : 0 })}>
                <option value={0}>{form.players[0] || 'Player 1'}</option>
                <option value={1}>{form.players[1] || 'Player 2'}</option>
              </select>
            </label>
            {text('Table width (″)', form.width, 'width', (width) => ({ width }), true)}
            {text('Table depth (″)', form.height, 'height', (height) => ({ height }), true)}
            {text('Build total (points)', form.buildTotal, 'buildTotal', (buildTotal) => ({ buildTotal }), true)}
            {text('Turn limit (victory)', form.turnLimit ?? '', 'turnLimit', (turnLimit) => ({ turnLimit }), true)}
          </div>
          <label className="inline">
            <input type="checkbox" checked={form.botPlaysSecond === true} onChange={(e) => set({ botPlaysSecond: e.target.checked })} /> The bot plays{' '}
            {form.players[1] || 'Player 2'} (solo game)
          </label>
          <p className="hint">
            With a turn limit the game is played to victory: it ends when a side has no unit left, or at the limit on points defeated. Empty: a refereed table
            that runs until you stop.
          </p>
          <p className="hint">Leave the build total empty for a table without a points limit. Player 1 sets up along the bottom edge.</p>
          <button type="button" className="secondary" onClick={() => (setForm(formFromSetup(sampleDarkAgeState)), choose(null))}>
            Use the river-crossing example
          </button>{' '}
          <button type="button" className="secondary" disabled={busy} onClick={() => void startGame(() => parseDaSetup(sampleSkirmish), rules, dice)}>
            Start the hill-farm skirmish (standard game, our sample units)
          </button>
        </fieldset>
        <TerrainFields terrain={form.terrain} onChange={(terrain) => set({ terrain })} errors={errors} />
        <div className="da-layout">
          <div>
            <p className="hint" role="status">
              {!editing
                ? 'Choose “Edit and place” on a unit (or click its base), then click the table to place it.'
                : aiming
                  ? `Facing ${placedLabel(editing)}: click the point its front arc should face.`
                  : `Placing ${placedLabel(editing)}: click the table where the centre of its base goes.`}
            </p>
            {editing?.position && !editing.aboard && (
              <button type="button" className="secondary" onClick={() => setAiming(!aiming)}>
                {aiming ? 'Back to placing' : `Face ${editing.id} towards a point`}
              </button>
            )}
            <TableSvg s={previewState(form)} selected={selected} onSelect={choose} onPoint={place} lastResolution={null} point={null} />
          </div>
          <SetupUnits form={form} onChange={setForm} selected={selected} onSelect={choose} errors={errors} />
        </div>
        {editing && (
          <DialEditor
            who={placedLabel(editing)}
            value={editing.unit}
            errors={cardErrors(errors, at)}
            onChange={(unit) => setForm({ ...form, units: form.units.map((u) => (u.id === editing.id ? { ...u, unit } : u)) })}
          />
        )}
        <OptionChecklist options={options} selected={rules} onChange={setRules} />
        <DiceChoice name="da-dice" value={dice} onChange={setDice} seededLabel="Roll for me (seeded)" />
        {tried && errors.length > 0 && (
          <ul className="problems" role="alert" aria-label="Problems to fix before starting">
            {errors.map((e) => (
              <li key={e.field + e.message}>{e.message}</li>
            ))}
          </ul>
        )}
        {error && startedWith === form && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Start the game
        </button>
      </form>
      <SetupJson form={form} onLoad={(f) => (setForm(f), choose(null))} />
    </div>
  );
}
