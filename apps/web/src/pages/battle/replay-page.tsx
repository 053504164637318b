import './battle.css';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n';
import { type BattleEvent, type BattleState, battleModule } from '@marshal/battletech';
import { type GameRecord, type VerifyReport, parseRecord, verifyRecord } from '@marshal/core';
import { moduleById } from '@marshal/library';
import { ApiError, apiFetch } from '../../api';
import { useEngineText } from '../../i18n/engine-text';
import { Link } from '../../router';
import { BattleBoard } from './battle-board';
import { EntryView, type LogEntry } from './battle-log';
import { rulesFor, sideName } from './battle-model';
import { RecordSheets } from './record-sheet';
import { ReplayControls } from './replay-controls';
import { heldSeats, seatHeaders } from './seats';

/** Step through any battle record (a finished game on the server, or a record file dropped or pasted in) and verify it. */

/** A step where nobody's secret choice is waiting to be revealed (written orders, declared attacks). */
const settled = (s: BattleState): boolean =>
  s.phase === 'movement'
    ? !Object.keys(s.written).length
    : s.phase === 'fire'
      ? !Object.keys(s.fire).length
      : s.phase === 'physical'
        ? !Object.keys(s.physical).length
        : true;

/** In a battle still being played, the steps up to the last one with no secret pending (the rest would give choices away). */
export function shareableSteps(states: readonly BattleState[]): number {
  const last = states.length - 1;
  if (states[last]!.phase === 'over') return last;
  for (let k = last; k > 0; k--) if (settled(states[k]!)) return k;
  return 0;
}

function statesOf(record: GameRecord): BattleState[] {
  const rules = rulesFor(record.header.ruleset);
  let s = battleModule.init(battleModule.parseSetup(record.header.setup), rules);
  const out = [s];
  for (const e of record.entries) {
    s = (e.events as unknown as BattleEvent[]).reduce((st, ev) => battleModule.apply(st, ev), s);
    out.push(s);
  }
  return out;
}

async function recordText(id: string): Promise<string> {
  const r = await fetch(`/api/games/${id}/record`, { headers: seatHeaders(heldSeats(id)), credentials: 'same-origin' });
  const text = await r.text();
  if (!r.ok) throw new Error(i18next.t('replay.loadFailed', { ns: 'battle', status: r.status, text }));
  return text;
}

function VerifyResult({ report }: { report: VerifyReport }) {
  const { t: tr } = useTranslation('battle');
  if (report.ok && report.status !== 'genuine')
    return (
      <div className="verify-ok" role="status" data-testid="verify-result">
        <p>{tr('replay.consistent', { status: report.status, entries: report.entries, hash: report.finalHash.slice(0, 16), summary: report.summary })}</p>
        <ul>
          {report.unchecked.map((u) => (
            <li key={u}>{tr('replay.unchecked', { what: u })}</li>
          ))}
        </ul>
      </div>
    );
  return report.ok ? (
    <p className="verify-ok" role="status" data-testid="verify-result">
      {tr('replay.ok', { entries: report.entries, hash: report.finalHash.slice(0, 16) })}
    </p>
  ) : (
    <p className="error-message" role="alert" data-testid="verify-result">
      {tr('replay.failed', { line: report.divergence?.line })}
      {report.divergence?.seq ? tr('replay.entry', { seq: report.divergence.seq }) : ''}: {report.divergence?.what} — {report.divergence?.message}
    </p>
  );
}

function Loader({ onText }: { onText: (text: string, name: string) => void }) {
  const { t: tr } = useTranslation('battle');
  const [text, setText] = useState('');
  return (
    <section
      className="panel"
      aria-label={tr('replay.open')}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        const f = e.dataTransfer.files[0];
        if (f) void f.text().then((t) => onText(t, f.name));
      }}
    >
      <h2>{tr('replay.openHeading')}</h2>
      <p className="hint">{tr('replay.drop')}</p>
      <label>
        <span>{tr('replay.file')}</span>
        <input
          type="file"
          accept=".jsonl,.json,.txt"
          onChange={(e) => {
            const f = e.target.files?.[0];
            if (f) void f.text().then((t) => onText(t, f.name));
          }}
        />
      </label>
      <label>
        <span>{tr('replay.text')}</span>
        <textarea rows={4} value={text} onChange={(e) => setText(e.target.value)} aria-label={tr('replay.text')} />
      </label>
      <button type="button" onClick={() => onText(text, tr('replay.pasted'))}>
        {tr('replay.openButton')}
      </button>
    </section>
  );
}

export function ReplayPage({ id }: { id?: string }) {
  const { t: tr } = useTranslation('battle');
  const engine = useEngineText();
  const [source, setSource] = useState<{ text: string; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [report, setReport] = useState<VerifyReport | null>(null);
  useEffect(() => {
    if (!id) return;
    recordText(id).then(
      (text) => setSource({ text, name: tr('replay.game', { id }) }),
      (e: Error) => setError(e.message),
    );
  }, [id, tr]);
  const parsed = useMemo((): { record: GameRecord; states: BattleState[] } | { error: string } | null => {
    if (!source) return null;
    try {
      const record = parseRecord(source.text, source.name);
      if (record.header.module !== battleModule.id) throw new Error(tr('replay.notBattle', { module: record.header.module }));
      return { record, states: statesOf(record) };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }, [source, tr]);
  async function verify() {
    setReport(null);
    if (id) {
      try {
        setReport(await apiFetch<VerifyReport>(`/games/${id}/verify`));
      } catch (e) {
        setError(e instanceof ApiError ? e.message : String(e));
      }
    } else if (parsed && 'record' in parsed) setReport(verifyRecord(moduleById(parsed.record.header.module)!, parsed.record));
  }
  const load = (text: string, name: string) => {
    setSource({ text, name });
    setStep(0);
    setReport(null);
  };
  if (error)
    return (
      <div className="page">
        <h1>{tr('replay.title')}</h1>
        <p className="error-message" role="alert">
          {error}
        </p>
      </div>
    );
  if (!parsed)
    return (
      <div className="page">
        <h1>{tr('replay.title')}</h1>
        {id ? <p>{tr('replay.loading')}</p> : <Loader onText={load} />}
      </div>
    );
  if ('error' in parsed)
    return (
      <div className="page">
        <h1>{tr('replay.title')}</h1>
        <p className="error-message" role="alert">
          {parsed.error}
        </p>
        {!id && <Loader onText={load} />}
      </div>
    );
  const { record, states } = parsed;
  const last = shareableSteps(states);
  const cut = record.entries.length - last;
  const at = Math.min(step, last);
  const state = states[at]!;
  const winner = state.outcome?.winner ? tr('replay.wins', { side: sideName(state, state.outcome.winner) }) : '';
  const entry = at > 0 ? (record.entries[at - 1] as unknown as LogEntry) : null;
  return (
    <div className="page replay-page">
      <h1>{tr('replay.titleOf', { title: state.title })}</h1>
      <p className="hint">
        {source!.name} · {tr('replay.dice', { kind: record.header.dice.kind })} ·{' '}
        {tr('replay.ruleset', { list: record.header.ruleset.join(', ') || tr('replay.baseRules') })}
        {id ? (
          <>
            {' '}
            · <Link to={`/battles/${id}`}>{tr('replay.back')}</Link>
          </>
        ) : null}
      </p>
      <ReplayControls at={at} last={last} onStep={setStep}>
        <button type="button" className="secondary" onClick={() => void verify()}>
          {tr('replay.verify')}
        </button>
      </ReplayControls>
      {cut > 0 && (
        <p className="hint" role="note">
          {tr('replay.cut', { count: cut })}
        </p>
      )}
      {report && <VerifyResult report={report} />}
      <p className="phase-banner" role="status">
        {tr('replay.round', { round: state.round, phase: tr(`phase.${state.phase}`) })}
        {state.outcome ? ` · ${engine.part(state.outcome.result)}${winner} (${engine.reason(state.outcome.reason)})` : ''}
      </p>
      <section className="panel" aria-label={tr('replay.step')}>
        <h2>{entry ? tr('replay.entryN', { seq: entry.seq }) : tr('replay.setup')}</h2>
        {entry ? (
          <ol className="log-list">
            <EntryView state={state} entry={entry} hidden={() => false} />
          </ol>
        ) : (
          <p className="hint">{tr('replay.beforeFirst')}</p>
        )}
      </section>
      <BattleBoard state={state} />
      <RecordSheets state={state} setup={record.header.setup} />
    </div>
  );
}
