import './m42.css';
import { useState } from 'react';
import { MarshalError, formatSource } from '@marshal/core';
import { m42OptionRegistry, parseM42Setup, sampleM42State } from '@marshal/m42';
import { api, ApiError } from '../../api';
import { navigate } from '../../router';
import { DiceChoice, OptionChecklist } from '../../components/game-start-fields';

const ldOptions = m42OptionRegistry.options.filter((o) => o.group === 'm42-ld-test');
const otherOptions = m42OptionRegistry.options.filter((o) => !o.group);

/** Start an M42 battle: the state as JSON (a sample to edit), the Ld test rule, optional rules and the dice. */
export function M42StartPage() {
  const [text, setText] = useState(() => JSON.stringify(sampleM42State, null, 2));
  const [ld, setLd] = useState(ldOptions.find((o) => o.enabledByDefault)!.id);
  const [extra, setExtra] = useState<string[]>([]);
  const [dice, setDice] = useState<'seeded' | 'physical'>('physical');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function start(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    let setup: ReturnType<typeof parseM42Setup>;
    try {
      setup = parseM42Setup(JSON.parse(text), 'battle state');
    } catch (err) {
      setError(err instanceof MarshalError || err instanceof SyntaxError ? err.message : String(err));
      return;
    }
    setBusy(true);
    try {
      const created = await api.post<{ game: { id: string } }>('/games', { module: 'm42', setup, ruleset: [ld, ...extra], dice, title: setup.title });
      navigate(`/m42/${created.game.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page">
      <h1>M42 Starting Phase</h1>
      <p className="lede">
        A table-side assistant for the start of each M42 (WarStrike) turn: Task Force Morale, victory conditions, suppression and reserves, in order, with every test explained. Describe the battle
        below (a sample is filled in), choose the rules, and start.
      </p>
      <form className="panel" onSubmit={start} aria-label="Start an M42 battle">
        <label>
          Battle state (JSON)
          <textarea rows={14} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} className="code" aria-invalid={error ? true : undefined} />
        </label>
        <fieldset>
          <legend>Ld test (the seed does not define it)</legend>
          {ldOptions.map((o) => (
            <label key={o.id} className="inline" title={`${o.description} [${formatSource(o.source)}]`}>
              <input type="radio" name="ld" value={o.id} checked={ld === o.id} onChange={() => setLd(o.id)} /> {o.title}
            </label>
          ))}
        </fieldset>
        <OptionChecklist options={otherOptions} selected={extra} onChange={setExtra} />
        <DiceChoice name="dice" value={dice} onChange={setDice} />
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          Start the battle
        </button>
      </form>
    </div>
  );
}
