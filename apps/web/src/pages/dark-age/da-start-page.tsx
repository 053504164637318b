import './da.css';
import { useState } from 'react';
import { MarshalError } from '@marshal/core';
import { darkAgeOptionRegistry, parseDaSetup, sampleDarkAgeState } from '@marshal/dark-age';
import { api, ApiError } from '../../api';
import { navigate } from '../../router';
import { DiceChoice, OptionChecklist } from '../../components/game-start-fields';

/** Start a Fire for Effect skirmish: the table as JSON (a sample to edit), optional rules, and the dice. */
export function DaStartPage() {
  const [text, setText] = useState(() => JSON.stringify(sampleDarkAgeState, null, 2));
  const [rules, setRules] = useState<string[]>([]);
  const [dice, setDice] = useState<'seeded' | 'physical'>('physical');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = darkAgeOptionRegistry.options.filter((o) => !o.enabledByDefault);

  async function start(e: React.FormEvent) {
    e.preventDefault();
    setError(null);
    let setup: ReturnType<typeof parseDaSetup>;
    try {
      setup = parseDaSetup(JSON.parse(text), 'table state');
    } catch (err) {
      setError(err instanceof MarshalError || err instanceof SyntaxError ? err.message : String(err));
      return;
    }
    setBusy(true);
    try {
      const created = await api.post<{ game: { id: string } }>('/games', { module: 'dark-age', setup, ruleset: rules, dice, title: setup.title });
      navigate(`/dark-age/${created.game.id}`);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="page">
      <h1>Fire for Effect</h1>
      <p className="lede">MechWarrior: Dark Age with mercenaries, transports and artillery, measured in inches on an open table. Every ruling shows its modifiers and sources; values the rules do not give are labelled defaults.</p>
      <form className="panel" onSubmit={start} aria-label="Start a Fire for Effect game">
        <label>
          Table state (JSON)
          <textarea rows={12} value={text} onChange={(e) => setText(e.target.value)} spellCheck={false} className="code" />
        </label>
        <OptionChecklist options={options} selected={rules} onChange={setRules} />
        <DiceChoice name="da-dice" value={dice} onChange={setDice} seededLabel="Roll for me (seeded)" />
        {error && <p className="error-message" role="alert">{error}</p>}
        <button type="submit" className="primary" disabled={busy}>
          Start the game
        </button>
      </form>
    </div>
  );
}
