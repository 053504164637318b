import { useState } from 'react';
import { forceUnitFacts, writeForceCsv, writeMul, type Force, type ForceUnitFacts, type Unit } from '@marshal/catalog';
import { ApiError, api } from '../../api';
import { useApi } from '../../use-api';
import { useTranslation } from 'react-i18next';
import { i18next } from '../../i18n/i18n';

/** A force as the forces API answers: the force and each unit's catalog facts (null for a unit the catalog no longer has). */
interface ForceView {
  readonly force: Force;
  readonly units: readonly { readonly facts: ForceUnitFacts | null }[];
}
interface SavedForce extends ForceView {
  readonly id: string;
}
/** A line of an imported file that names no catalog unit (the message names the line and close names). */
interface ImportProblem {
  readonly line: number;
  readonly message: string;
}
type Loaded = { unit: ForceUnitFacts; pilot: Force['units'][number]['pilot']; munitions?: Force['units'][number]['munitions'] }[];

/** Each unit of a force with its catalog facts (looked up by id); a unit the catalog no longer has is named in the error. */
export async function factsForForce(force: Force): Promise<Loaded> {
  const cache = new Map<string, ForceUnitFacts>();
  const out: Loaded = [];
  for (const [i, u] of force.units.entries()) {
    let facts = cache.get(u.unitId);
    if (!facts) {
      try {
        const r = await api.get<{ unit: Unit; bv: { total: number } | null }>(`/catalog/units/${encodeURIComponent(u.unitId)}`);
        facts = forceUnitFacts(r.unit, r.bv?.total ?? null);
      } catch (e) {
        throw new Error(i18next.t('saved.notInCatalog', { ns: 'forces', n: i + 1, name: `${u.chassis} ${u.model}`, message: (e as Error).message }));
      }
      cache.set(u.unitId, facts);
    }
    out.push({ unit: facts, pilot: u.pilot, ...(u.munitions ? { munitions: u.munitions } : {}) });
  }
  return out;
}

/** The units of a force view with their facts; a unit without facts is named in the error. */
function loadedFrom(view: ForceView): Loaded {
  return view.force.units.map((u, i) => {
    const facts = view.units[i]?.facts;
    if (!facts) throw new Error(i18next.t('saved.gone', { ns: 'forces', n: i + 1, name: `${u.chassis} ${u.model}` }));
    return { unit: facts, pilot: u.pilot, ...(u.munitions ? { munitions: u.munitions } : {}) };
  });
}

function download(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.click();
  URL.revokeObjectURL(url);
}

const fileBase = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-|-$/g, '') || 'force';

/** Saved forces of the signed-in account, .mul/CSV import (each line that could not be read is listed) and export. */
export function SavedForces({
  label,
  name,
  setName,
  force,
  onLoad,
}: {
  label: string;
  name: string;
  setName: (name: string) => void;
  force: Force | null;
  onLoad: (units: Loaded) => void;
}) {
  const { t: tr } = useTranslation('forces');
  const list = useApi<{ forces: SavedForce[] }>('/forces');
  const [chosen, setChosen] = useState('');
  const [savedId, setSavedId] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [busy, setBusy] = useState(false);

  async function run(what: () => Promise<string | null>) {
    setBusy(true);
    setMessage(null);
    setError(null);
    setProblems([]);
    try {
      setMessage(await what());
    } catch (e) {
      setError({ message: (e as Error).message, ...(e instanceof ApiError && e.location.field ? { field: e.location.field } : {}) });
    } finally {
      setBusy(false);
    }
  }

  const load = () =>
    run(async () => {
      const r = await api.get<SavedForce>(`/forces/${encodeURIComponent(chosen)}`);
      onLoad(loadedFrom(r));
      setName(r.force.name);
      setSavedId(r.id);
      return tr('saved.loaded', { name: r.force.name, count: r.force.units.length });
    });
  const save = () =>
    run(async () => {
      if (!force) throw new Error(tr('saved.fixFirst'));
      const r = savedId ? await api.put<SavedForce>(`/forces/${savedId}`, { force }) : await api.post<SavedForce>('/forces', { force });
      setSavedId(r.id);
      list.reload();
      return tr('saved.savedMsg', { name: force.name });
    });
  const importFile = (file: File) =>
    run(async () => {
      const text = await file.text();
      const format = /\.csv$/i.test(file.name) ? 'csv' : 'mul';
      const r = await api.post<ForceView & { problems: ImportProblem[] }>('/forces/import', { format, text, fileName: file.name });
      onLoad(loadedFrom(r));
      setSavedId(null);
      if (r.force.name) setName(r.force.name);
      setProblems(r.problems);
      const unread = r.problems.length ? tr('saved.unread', { count: r.problems.length }) : '';
      return `${tr('saved.read', { count: r.force.units.length, file: file.name })}${unread}.`;
    });

  return (
    <details className="saved-forces">
      <summary>{tr('saved.summary')}</summary>
      <div className="row">
        <label>
          <span>{tr('saved.name')}</span>
          <input
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            aria-label={tr('saved.nameOf', { label })}
            aria-invalid={error?.field === 'name' || undefined}
          />
        </label>
        <button type="button" disabled={busy || !force} onClick={() => void save()}>
          {savedId ? tr('saved.saveChanges') : tr('saved.save')}
        </button>
      </div>
      <div className="row">
        <label>
          <span>{tr('saved.saved')}</span>
          <select value={chosen} onChange={(e) => setChosen(e.target.value)} aria-label={tr('saved.savedOf', { label })}>
            <option value="">{list.data?.forces.length ? tr('saved.choose') : list.error ? tr('saved.signIn') : tr('saved.none')}</option>
            {list.data?.forces.map((f) => (
              <option key={f.id} value={f.id}>
                {tr('saved.units', { name: f.force.name, count: f.force.units.length })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="secondary" disabled={busy || !chosen} onClick={() => void load()}>
          {tr('saved.load')}
        </button>
      </div>
      <div className="row">
        <label>
          <span>{tr('saved.import')}</span>
          <input
            type="file"
            accept=".mul,.csv,text/csv,application/xml,text/xml"
            aria-label={tr('saved.importOf', { label })}
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importFile(file);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <div className="row">
        <button
          type="button"
          className="secondary"
          disabled={!force}
          onClick={() => force && download(`${fileBase(force.name)}.mul`, writeMul(force), 'application/xml')}
        >
          {tr('saved.exportMul')}
        </button>
        <button
          type="button"
          className="secondary"
          disabled={!force}
          onClick={() => force && download(`${fileBase(force.name)}.csv`, writeForceCsv(force), 'text/csv')}
        >
          {tr('saved.exportCsv')}
        </button>
      </div>
      {message && <p role="status">{message}</p>}
      {problems.length > 0 && (
        <ul className="import-problems" aria-label={tr('saved.unreadLines')}>
          {problems.map((p, i) => (
            <li key={i}>{p.message.charAt(0).toUpperCase() + p.message.slice(1)}</li>
          ))}
        </ul>
      )}
      {error && (
        <p className="error-message" role="alert">
          {error.message}
        </p>
      )}
    </details>
  );
}
