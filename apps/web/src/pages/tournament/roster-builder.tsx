import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { factionDisplayName, findEquipment, forceUnitFacts, type ForceProblem, type ForceUnitFacts, type Unit } from '@marshal/catalog';
import { ammoFamily, baseRules, type Roster, type TournamentState } from '@marshal/tournament';
import { ApiError, api } from '../../api';
import { ForceBuilder } from '../../components/force-builder/force-builder';
import { newRow } from '../../components/force-builder/force-rows';
import { RosterExtras } from './roster-extras';
import { useEngineText } from '../../i18n/engine-text';
import {
  guessCategory,
  missingCategories,
  munitionsFromRoster,
  rosterInput,
  rosterFilters,
  rosterProblem,
  type RosterBin,
  type RosterWords,
  type SolarisExtra,
  type SolarisRow,
} from './roster-rows';

interface ServerProblem {
  readonly field: string;
  readonly reason: string;
  readonly source?: ForceProblem['source'];
}
interface Details {
  readonly facts: ForceUnitFacts;
  readonly bins: RosterBin[];
}

/** Each catalog unit's force facts and ammunition bins, read once. */
function useUnitDetails() {
  const cache = useRef(new Map<string, Promise<Details>>());
  const [bins, setBins] = useState<Record<string, RosterBin[]>>({});
  const get = useCallback((unitId: string): Promise<Details> => {
    let p = cache.current.get(unitId);
    if (!p) {
      p = api.get<{ unit: Unit; bv: { total: number } | null }>(`/catalog/units/${encodeURIComponent(unitId)}`).then((r) => {
        const d = {
          facts: forceUnitFacts(r.unit, r.bv?.total ?? null),
          bins: r.unit.ammo.map((b) => ({ name: findEquipment(b.equipmentId)?.name ?? b.equipmentId, family: ammoFamily(b), tons: b.tons })),
        };
        setBins((all) => ({ ...all, [unitId]: d.bins }));
        return d;
      });
      cache.current.set(unitId, p);
    }
    return p;
  }, []);
  return { get, bins };
}

/** Rows for a saved roster: each unit's facts from the catalog, its category, pilot, painted flag and munitions per bin. */
async function rowsFromRoster(roster: Roster, get: (id: string) => Promise<Details>): Promise<SolarisRow[]> {
  const skills = baseRules.startingSkills;
  return Promise.all(
    roster.mechs.map(async (m) => {
      const d = await get(m.unit.unitId);
      return newRow<SolarisExtra>(
        d.facts,
        { category: m.category, ownedAndPainted: m.ownedAndPainted, munitions: munitionsFromRoster(d.bins, m.specialAmmo) },
        skills,
        m.pilot ?? '',
      );
    }),
  );
}

const problemsOf = (e: unknown, rows: readonly SolarisRow[], words: RosterWords): ForceProblem[] =>
  e instanceof ApiError && e.location.field
    ? [rosterProblem({ field: e.location.field, reason: e.message }, rows, words)]
    : [{ message: (e as Error).message }];

/** Build a player's six-'Mech Solaris roster with the force builder, checked live by the event, saved until the event starts. */
export function RosterBuilder({
  id,
  state,
  version,
  players,
  reload,
}: {
  id: string;
  state: TournamentState;
  version: number;
  /** The players this caller may build a roster for. */
  players: readonly string[];
  reload: () => void;
}) {
  const { t: tr } = useTranslation('tournament');
  const engine = useEngineText();
  const words: RosterWords = { who: (n, name) => tr('extras.who', { n, name }), reason: engine.roster, chooseCategory: tr('roster.chooseCategory') };
  const [player, setPlayer] = useState(players.length === 1 ? players[0]! : '');
  const [rows, setRows] = useState<SolarisRow[]>([]);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [json, setJson] = useState('');
  const units = useUnitDetails();
  const saved = state.players[player]?.roster ?? null;

  useEffect(() => {
    setMessage(null);
    if (!saved) return setRows([]);
    rowsFromRoster(saved, units.get).then(setRows, (e: Error) => setMessage({ text: tr('roster.unreadable', { message: e.message }), ok: false }));
  }, [player, saved, units.get]);
  useEffect(() => {
    for (const r of rows) if (!units.bins[r.unit.unitId]) void units.get(r.unit.unitId).catch(() => undefined);
  }, [rows, units]);

  const input = () => rosterInput(rows, (unitId) => units.bins[unitId]);
  const check = async (_force: unknown, current: readonly SolarisRow[]): Promise<ForceProblem[]> => {
    if (!player) return [{ message: tr('roster.choosePlayer') }];
    const missing = missingCategories(current, words);
    if (missing.length) return missing;
    try {
      const r = await api.post<{ problems: ServerProblem[] }>(`/tournaments/${id}/check-roster`, {
        player,
        roster: rosterInput(current, (u) => units.bins[u]),
        units: 'catalog',
      });
      return r.problems.map((p) => rosterProblem(p, current, words));
    } catch (e) {
      return problemsOf(e, current, words);
    }
  };

  async function save() {
    setBusy(true);
    setMessage(null);
    try {
      await api.post(`/tournaments/${id}/rosters`, { expectedVersion: version, player, roster: input(), units: 'catalog' });
      setMessage({ text: tr('roster.saved', { name: state.players[player]?.name ?? player }), ok: true });
      reload();
    } catch (e) {
      const p = problemsOf(e, rows, words)[0]!;
      setMessage({ text: tr('roster.notSaved', { message: p.message }), ok: false });
      if (e instanceof ApiError && e.status === 409) reload();
    } finally {
      setBusy(false);
    }
  }

  async function useJson() {
    setMessage(null);
    try {
      const roster = JSON.parse(json) as unknown;
      const r = await api.post<{ roster: Roster }>(`/tournaments/${id}/check-roster`, { player, roster, units: 'catalog' });
      setRows(await rowsFromRoster(r.roster, units.get));
    } catch (e) {
      setMessage({ text: e instanceof SyntaxError ? tr('roster.badJson', { message: e.message }) : (e as Error).message, ok: false });
    }
  }

  const taken = rows.map((r) => r.extra.category).filter(Boolean);
  return (
    <section className="roster-builder" aria-labelledby="roster-title">
      <h3 id="roster-title">{tr('roster.heading')}</h3>
      <p className="hint">
        {tr('roster.hint', {
          era: baseRules.era.name,
          year: baseRules.era.year,
          gunnery: baseRules.startingSkills.gunnery,
          piloting: baseRules.startingSkills.piloting,
        })}
      </p>
      <label>
        <span>{tr('roster.player')}</span>
        <select value={player} onChange={(e) => setPlayer(e.target.value)} aria-label={tr('roster.for')}>
          {players.length !== 1 && <option value="">{tr('roster.choose')}</option>}
          {players.map((p) => (
            <option key={p} value={p}>
              {state.players[p]!.name} ({factionDisplayName(state.players[p]!.faction)})
            </option>
          ))}
        </select>
      </label>
      {player && (
        <>
          <p className="hint" data-search-hint>
            {tr('roster.searchHint', { faction: factionDisplayName(state.players[player]?.faction ?? ''), era: baseRules.era.name })}
          </p>
          <ForceBuilder<SolarisExtra>
            key={player}
            label={tr('roster.heading')}
            rows={rows}
            onRows={setRows}
            newExtra={(unit) => ({ category: guessCategory(unit, taken), ownedAndPainted: true, munitions: {} })}
            extras={{
              render: (row, i, setExtra) => <RosterExtras row={row} index={i} bins={units.bins[row.unit.unitId]} readOnly={false} setExtra={setExtra} />,
            }}
            check={check}
            checkKey={`${player}:${JSON.stringify(units.bins)}`}
            kind="mech"
            initialFilters={rosterFilters(
              state.players[player]?.faction ?? '',
              baseRules,
              (state.setup.factions ?? []).map((f) => f.id),
            )}
            maxUnits={baseRules.categories.length}
            skills={{ ...baseRules.startingSkills, fixed: true }}
            distinctBv
          />
          <button type="button" disabled={busy || rows.length === 0} onClick={() => void save()}>
            {tr('roster.save')}
          </button>
          <details className="roster-json">
            <summary>{tr('roster.json')}</summary>
            <button type="button" className="secondary" onClick={() => setJson(JSON.stringify(input(), null, 1))}>
              {tr('roster.show')}
            </button>
            <label>
              <span>{tr('roster.jsonLabel')}</span>
              <textarea rows={8} value={json} onChange={(e) => setJson(e.target.value)} spellCheck={false} />
            </label>
            <button type="button" className="secondary" disabled={!json.trim()} onClick={() => void useJson()}>
              {tr('roster.use')}
            </button>
          </details>
        </>
      )}
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? '' : 'error-message'}>
          {message.text}
        </p>
      )}
    </section>
  );
}
