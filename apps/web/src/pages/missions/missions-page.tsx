import { useMemo, useState } from 'react';
import { MarshalError } from '@marshal/core';
import { MISSIONS, missionBriefing, missionModule, type MissionUnit, type Side } from '@marshal/missions';
import { api, ApiError } from '../../api';
import { Link, navigate } from '../../router';
import { useApi } from '../../use-api';
import { BriefingView } from './briefing-view';
import { ForceEditor, newUnit, type DraftUnit } from './force-editor';

interface Token {
  id: string;
  hex: string;
  waterDepth: number;
}

const example = (side: Side, name: string, tonnage: number, walkMp: number, value: number, extra: Partial<DraftUnit> = {}): DraftUnit => ({
  ...newUnit(side, 0),
  id: `${side[0]}-${name.split(' ')[0]!.toLowerCase()}`,
  name,
  tonnage,
  walkMp,
  value,
  ...extra,
});

/** The mission wizard: pick a mission, enter both forces, see the set-up sheet, then start tracking the game. */
export function MissionsPage() {
  const [mission, setMission] = useState('open-engagement');
  const [attacker, setAttacker] = useState<DraftUnit[]>([
    example('attacker', 'Hunchback HBK-4G', 50, 4, 1041, { commander: true }),
    example('attacker', 'Griffin GRF-1N', 55, 5, 1272),
  ]);
  const [defender, setDefender] = useState<DraftUnit[]>([
    example('defender', 'Wolverine WVR-6R', 55, 5, 1101),
    example('defender', 'Shadow Hawk SHD-2H', 55, 5, 1064),
  ]);
  const [sheets, setSheets] = useState<number | ''>('');
  const [tokens, setTokens] = useState<Token[]>([]);
  const [objectiveHex, setObjectiveHex] = useState('0808');
  const [dice, setDice] = useState<'physical' | 'seeded'>('physical');
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [edge, setEdge] = useState<'' | 'north' | 'south' | 'east' | 'west'>('');
  const [boards, setBoards] = useState('');
  const boardList = useApi<string[]>('/maps/boards');
  const games = useApi<{ id: string; title: string; version: number; updatedAt: string }[]>('/games?module=mission');
  const def = MISSIONS.find((m) => m.id === mission)!;
  const needsTokens = mission === 'sabotage' || mission === 'rapid-recon';

  const units: MissionUnit[] = useMemo(
    () => [...attacker.map((u) => ({ ...u, side: 'attacker' as const })), ...defender.map((u) => ({ ...u, side: 'defender' as const }))],
    [attacker, defender],
  );
  const setup = {
    mission,
    units: units.map((u) => ({ ...u, name: u.name || u.id })),
    objectives: { tokens, ...(mission === 'extraction' ? { objectiveHex } : {}) },
  };
  const check = useMemo(() => {
    try {
      const briefing = missionBriefing({ mission, units: setup.units, ...(sheets ? { sheets } : {}) });
      missionModule.init(missionModule.parseSetup(setup), missionModule.baseRules);
      return { briefing, problem: null };
    } catch (e) {
      return { briefing: null, problem: e instanceof MarshalError ? e.message : String(e) };
    }
  }, [mission, units, sheets, tokens, objectiveHex]);

  async function start() {
    setStarting(true);
    setError(null);
    try {
      const created = await api.post<{ game: { id: string } }>('/games', {
        module: 'mission',
        setup,
        dice,
        title: `${def.title}: ${attacker.length} vs ${defender.length}`,
      });
      navigate(`/missions/${created.game.id}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setStarting(false);
    }
  }

  /** Fight it digitally: the server places both forces in the mission's zones, starts the battle and a tracker that follows it. */
  async function fight() {
    setStarting(true);
    setError(null);
    try {
      const body = {
        mission,
        units: setup.units.map((u) => ({
          id: u.id,
          side: u.side,
          unit: u.name,
          piloting: u.piloting,
          commander: u.commander,
          support: u.support,
          value: u.value,
          ...(u.group ? { group: u.group } : {}),
        })),
        ...(sheets ? { sheets } : {}),
        ...(edge ? { attackerEdge: edge } : {}),
        ...(boards.trim()
          ? {
              boards: boards
                .split(',')
                .map((b) => b.trim())
                .filter(Boolean),
            }
          : {}),
        objectives: setup.objectives,
        title: `${def.title}: ${attacker.length} vs ${defender.length} (digital)`,
      };
      const created = await api.post<{ mission: { id: string } }>('/missions/battle', body);
      navigate(`/missions/${created.mission.id}`);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setStarting(false);
    }
  }

  return (
    <div className="page missions-page">
      <h1>Missions</h1>
      <p className="lede">
        Mechwarriors of Fortune: set up one of the nine missions, then let Marshal track it at the table — it asks what happened each phase and explains the
        result.
      </p>
      {games.data && games.data.length > 0 && (
        <section className="panel no-print" aria-label="Missions in progress">
          <h2>Missions being tracked</h2>
          <ul>
            {games.data.map((g) => (
              <li key={g.id}>
                <Link to={`/missions/${g.id}`}>{g.title}</Link> <span className="hint">({g.version} reports)</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <h2 className="no-print">New mission</h2>
      <div className="panel no-print">
        <div className="row">
          <label>
            Mission{' '}
            <select
              value={mission}
              onChange={(e) => {
                setMission(e.target.value);
                setTokens(
                  e.target.value === 'sabotage' || e.target.value === 'rapid-recon'
                    ? [0, 1, 2, 3].map((i) => ({ id: `t${i + 1}`, hex: `${String(2 + 5 * i).padStart(2, '0')}08`, waterDepth: 0 }))
                    : [],
                );
              }}
            >
              {MISSIONS.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Sheets (defender's choice){' '}
            <select value={sheets} onChange={(e) => setSheets(e.target.value ? Number(e.target.value) : '')} disabled={def.sheets !== undefined}>
              <option value="">suggested</option>
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>
          <label>
            Dice{' '}
            <select value={dice} onChange={(e) => setDice(e.target.value as 'physical' | 'seeded')}>
              <option value="physical">rolled at the table</option>
              <option value="seeded">rolled by Marshal (seeded)</option>
            </select>
          </label>
        </div>
        <p className="hint">{def.summary}</p>
      </div>
      <div className="no-print">
        <ForceEditor side="attacker" units={attacker} onChange={setAttacker} />
        <ForceEditor side="defender" units={defender} onChange={setDefender} />
        {needsTokens && (
          <fieldset className="panel">
            <legend>Objective tokens (placed by the defender)</legend>
            {tokens.map((t, i) => (
              <label key={t.id} className="token">
                {t.id} hex{' '}
                <input
                  aria-label={`${t.id} hex`}
                  value={t.hex}
                  onChange={(e) => setTokens(tokens.map((x, j) => (j === i ? { ...x, hex: e.target.value } : x)))}
                  size={5}
                />{' '}
                water depth{' '}
                <input
                  aria-label={`${t.id} water depth`}
                  type="number"
                  min={0}
                  value={t.waterDepth}
                  onChange={(e) => setTokens(tokens.map((x, j) => (j === i ? { ...x, waterDepth: Number(e.target.value) } : x)))}
                />
              </label>
            ))}
          </fieldset>
        )}
        {mission === 'extraction' && (
          <label className="panel">
            Objective hex <input value={objectiveHex} onChange={(e) => setObjectiveHex(e.target.value)} size={5} />
          </label>
        )}
      </div>
      {check.problem && (
        <p className="error-message" role="alert">
          {check.problem}
        </p>
      )}
      {check.briefing && <BriefingView briefing={check.briefing} />}
      <div className="no-print actions">
        <button type="button" onClick={start} disabled={!!check.problem || starting}>
          Start tracking this mission
        </button>{' '}
        <label>
          Attacker's edge{' '}
          <select value={edge} onChange={(e) => setEdge(e.target.value as typeof edge)} aria-label="Attacker's edge for the digital battle">
            <option value="">as the mission allows</option>
            {['north', 'south', 'east', 'west'].map((x) => (
              <option key={x} value={x}>
                {x}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          Boards{' '}
          <input
            list="mission-boards"
            value={boards}
            onChange={(e) => setBoards(e.target.value)}
            size={40}
            placeholder="blank: grassland sheets"
            aria-label="Boards for the digital battle (comma-separated)"
          />
          <datalist id="mission-boards">
            {(boardList.data ?? []).map((b) => (
              <option key={b} value={b} />
            ))}
          </datalist>
        </label>{' '}
        <button
          type="button"
          onClick={fight}
          disabled={!!check.problem || starting}
          title="Units are found in the catalog by name and placed in the mission's deployment zones"
        >
          Fight it digitally
        </button>{' '}
        <button type="button" onClick={() => window.print()}>
          Print set-up sheet
        </button>
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
