import { useState } from 'react';
import type { TournamentState } from '@marshal/tournament';
import { ApiError, api } from '../../api';

interface Problem {
  readonly field: string;
  readonly reason: string;
  readonly rule: string;
}

const ROSTER_HINT = JSON.stringify({ mechs: [{ category: 'light', unit: 'Jenner JR7-D', ownedAndPainted: true, specialAmmo: [] }] }, null, 1);

/** Sign-up: CSV import, the players with their roster summaries, and a roster form that checks before saving. */
export function PlayersPanel({ id, state, version, reload }: { id: string; state: TournamentState; version: number; reload: () => void }) {
  const [csv, setCsv] = useState('id,name,faction,club\n');
  const [player, setPlayer] = useState('');
  const [rosterText, setRosterText] = useState(ROSTER_HINT);
  const [problems, setProblems] = useState<Problem[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [units, setUnits] = useState<'catalog' | 'sample'>('catalog');
  const open = state.phase === 'registration';

  async function importCsv(e: React.FormEvent) {
    e.preventDefault();
    setMessage(null);
    try {
      await api.post(`/tournaments/${id}/players.csv`, { expectedVersion: version, csv });
      reload();
    } catch (err) {
      const loc = err instanceof ApiError ? err.location : {};
      setMessage(`${(err as Error).message}${loc.line ? ` (line ${loc.line})` : ''}`);
    }
  }

  async function checkThenSave(save: boolean) {
    setMessage(null);
    try {
      const roster = JSON.parse(rosterText) as unknown;
      const r = await api.post<{ ok: boolean; roster: unknown; problems: Problem[] }>(`/tournaments/${id}/check-roster`, { player, roster, units });
      setProblems(r.problems);
      if (save && r.ok) {
        await api.post(`/tournaments/${id}/rosters`, { expectedVersion: version, player, roster, units });
        reload();
      }
    } catch (err) {
      setMessage((err as Error).message);
    }
  }

  return (
    <section className="panel" aria-labelledby="players">
      <h2 id="players">Players ({state.playerOrder.length})</h2>
      <table aria-label="Players">
        <thead>
          <tr>
            <th>Id</th>
            <th>Name</th>
            <th>Faction</th>
            <th>Roster</th>
          </tr>
        </thead>
        <tbody>
          {state.playerOrder.map((p) => {
            const x = state.players[p]!;
            return (
              <tr key={p}>
                <td>{p}</td>
                <td>
                  {x.name}
                  {x.dropped ? ' (dropped)' : ''}
                </td>
                <td>{x.faction}</td>
                <td>
                  {x.summary ? `checked — pulse ${x.summary.pulsePoints}, precision ${x.summary.precisionPoints}, unpainted ${x.summary.unpainted}` : 'missing'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {open && (
        <>
          <form aria-label="Import players" onSubmit={importCsv}>
            <label>
              <span>Players as CSV (id,name,faction,club)</span>
              <textarea rows={5} value={csv} onChange={(e) => setCsv(e.target.value)} />
            </label>
            <button type="submit">Import players</button>
          </form>
          <form
            aria-label="Roster"
            onSubmit={(e) => {
              e.preventDefault();
              void checkThenSave(true);
            }}
          >
            <label>
              <span>Player</span>
              <select value={player} onChange={(e) => setPlayer(e.target.value)}>
                <option value="" />
                {state.playerOrder.map((p) => (
                  <option key={p} value={p}>
                    {state.players[p]!.name}
                  </option>
                ))}
              </select>
            </label>
            <label>
              <span>Roster (JSON: six 'Mechs by category, unit names or facts, owned-and-painted, special ammunition)</span>
              <textarea rows={8} value={rosterText} onChange={(e) => setRosterText(e.target.value)} spellCheck={false} />
            </label>
            <label>
              <span>Unit data</span>
              <select value={units} onChange={(e) => setUnits(e.target.value as 'catalog' | 'sample')}>
                <option value="catalog">MegaMek catalog (BV, MUL availability)</option>
                <option value="sample">Sample facts (demo)</option>
              </select>
            </label>
            <button type="button" onClick={() => void checkThenSave(false)}>
              Check roster
            </button>{' '}
            <button type="submit">Save roster</button>
          </form>
          {problems &&
            (problems.length ? (
              <div role="alert">
                <ul aria-label="Roster problems">
                  {problems.map((p, i) => (
                    <li key={i}>
                      <code>{p.field}</code>: {p.reason} <span className="hint">[{p.rule}]</span>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p role="status">Roster is legal.</p>
            ))}
        </>
      )}
      {message && (
        <p role="alert" className="error">
          {message}
        </p>
      )}
    </section>
  );
}
