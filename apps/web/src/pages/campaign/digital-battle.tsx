import { useEffect, useState } from 'react';
import {
  type CampaignRules,
  type CampaignState,
  type DamagePoint,
  DEPLOYMENT_LABELS,
  SCENARIO_TITLES,
  defenderHoldsLandingZone,
  reinforcementAllowance,
} from '@marshal/campaign';
import { formatSource } from '@marshal/core';
import { ApiError, api } from '../../api';
import { Link, navigate } from '../../router';

interface Props {
  readonly id: string;
  readonly s: CampaignState;
  readonly version: number;
  readonly reload: () => void;
}

interface BattleStatus {
  readonly round: number;
  readonly phase: string;
  readonly outcome: { readonly winner: string | null; readonly reason: string } | null;
}

const errorText = (e: unknown) => (e instanceof ApiError ? e.message : String(e));

/** The scenario awaiting battle, fought digitally: start the battle from the campaign, follow it, report its end back. */
export function DigitalBattlePanel({ id, s, version, reload }: Props) {
  const link = s.scenario.battle;
  const [rounds, setRounds] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<BattleStatus | null>(null);
  useEffect(() => {
    if (!link) return undefined;
    let live = true;
    const look = () =>
      api
        .get<{ state: BattleStatus }>(`/games/${link.id}`)
        .then((v) => live && setStatus({ round: v.state.round, phase: v.state.phase, outcome: v.state.outcome }))
        .catch((e: unknown) => live && setError(errorText(e)));
    void look();
    const timer = setInterval(() => void look(), 4000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [link]);
  if (s.ended || s.scenario.status !== 'awaiting-battle') return null;
  const run = async (f: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await f();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  const fight = () =>
    run(async () => {
      const out = await api.post<{ battle: { id: string } }>(`/campaigns/${id}/battle`, {
        expectedVersion: version,
        ...(rounds ? { roundLimit: Number(rounds) } : {}),
      });
      navigate(`/battles/${out.battle.id}`);
    });
  const report = () =>
    run(async () => {
      await api.post(`/campaigns/${id}/battle/report`, { expectedVersion: version, battle: link!.id });
      reload();
    });
  return (
    <section className="panel" aria-labelledby="digital-battle">
      <h2 id="digital-battle">Fight digitally: {SCENARIO_TITLES[s.scenario.type]}</h2>
      {link ? (
        <>
          <p>
            Fought as <Link to={`/battles/${link.id}`}>battle {link.id.slice(0, 8)}</Link>: attacker {DEPLOYMENT_LABELS[link.deployment.attacker.code]} (
            {link.deployment.attacker.edge} edge), defender {DEPLOYMENT_LABELS[link.deployment.defender.code]} ({link.deployment.defender.edge} edge) —{' '}
            {link.deployment.note} <span className="source">[{formatSource(link.deployment.source)}]</span>
          </p>
          <p role="status" aria-label="Battle status">
            {!status
              ? 'Looking at the battle…'
              : status.outcome
                ? `The battle is over: ${status.outcome.reason}.`
                : `In progress: round ${status.round}, ${status.phase} phase.`}
          </p>
          <button type="button" disabled={busy || !status?.outcome} onClick={() => void report()}>
            Report to the campaign
          </button>
        </>
      ) : (
        <>
          <p>
            The units that may take part (the ones fixed by the roll, or every eligible unit) fight on the map, with the damage they carry; the campaign records
            the link and, when the battle ends, takes back survivors, damage, withdrawals and destructions from its record.
          </p>
          <p className="hint">A round limit is optional; a battle that reaches it has no victor, and the defender holds the field.</p>
          <label>
            <span>Round limit (empty for none)</span>
            <input type="number" min={1} max={100} value={rounds} onChange={(e) => setRounds(e.target.value)} />
          </label>
          <button type="button" disabled={busy} onClick={() => void fight()}>
            Fight this scenario digitally
          </button>
        </>
      )}
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

/** Lost-landing item 6: the defender buys catalog units for a lance, at their Battle Value, up to its allowance. */
export function ReinforcementsForm({ id, s, rules, version, reload }: Props & { readonly rules: CampaignRules }) {
  const lances = Object.values(s.groups)
    .filter((g) => g.side === 'defender')
    .flatMap((g) => g.lances.filter((l) => Object.values(s.units).some((u) => u.lance === l.id && u.status !== 'destroyed')));
  const [lance, setLance] = useState(lances[0]?.id ?? '');
  const [catalog, setCatalog] = useState('');
  const [unitId, setUnitId] = useState('');
  const [pilot, setPilot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (s.ended || !defenderHoldsLandingZone(s) || !lances.length) return null;
  const buy = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post(`/campaigns/${id}/reinforcements`, {
        expectedVersion: version,
        lance,
        units: [{ id: unitId.trim(), catalog: catalog.trim(), pilot: { name: pilot.trim() || `${catalog.trim()} pilot` } }],
      });
      setCatalog('');
      setUnitId('');
      setPilot('');
      reload();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="panel"
      aria-labelledby="reinforcements"
      onSubmit={(e) => {
        e.preventDefault();
        void buy();
      }}
    >
      <h2 id="reinforcements">Defender reinforcements</h2>
      <p>
        The defender holds the landing zone: each lance may spend up to {rules.defenderSpendPerLance.value} points before the landing is fought again. A unit
        costs its Battle Value from the catalog. <span className="source">[{formatSource(rules.defenderSpendPerLance.source)}]</span>
      </p>
      <label>
        <span>Lance</span>
        <select value={lance} onChange={(e) => setLance(e.target.value)}>
          {lances.map((l) => (
            <option key={l.id} value={l.id}>
              {l.name} ({reinforcementAllowance(s, rules, l.id)} points left)
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Catalog unit (Chassis Model)</span>
        <input value={catalog} maxLength={200} onChange={(e) => setCatalog(e.target.value)} />
      </label>
      <label>
        <span>Unit id</span>
        <input value={unitId} maxLength={100} pattern="[A-Za-z0-9][A-Za-z0-9_.\-]*" onChange={(e) => setUnitId(e.target.value)} />
      </label>
      <label>
        <span>Pilot</span>
        <input value={pilot} maxLength={100} onChange={(e) => setPilot(e.target.value)} />
      </label>
      <button type="submit" disabled={busy || !catalog.trim() || !unitId.trim()}>
        Buy reinforcement
      </button>
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** "40: LT 32, LT 8 internal" — a unit's carried damage in points by location; its landing damage before it has fought digitally. */
export function damageText(u: CampaignState['units'][string]): string {
  const points: readonly DamagePoint[] = u.damage ?? [];
  if (!points.length) return u.landingDamage ? `${u.landingDamage} (landing)` : '0';
  const total = points.reduce((a, p) => a + p.amount, 0);
  return `${total}: ${points.map((p) => `${p.location}${p.rear ? ' rear' : ''} ${p.amount}${p.internal ? ' internal' : ''}`).join(', ')}`;
}
