import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { campaignText, deploymentLabel, scenarioTitle } from './campaign-words';
import { type CampaignRules, type CampaignState, type DamagePoint, defenderHoldsLandingZone, reinforcementAllowance } from '@marshal/campaign';
import type { ForceUnitFacts } from '@marshal/catalog';
import { formatSource } from '../../i18n/source-text';
import { ApiError, api } from '../../api';
import { useEngineText } from '../../i18n/engine-text';
import { Link, navigate } from '../../router';
import { type BotSide, botsFor, personSeat } from '../missions/digital-battle-choices';
import { UnitSearch } from '../../components/force-builder/unit-search';

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
  const engine = useEngineText();
  const { t: tr } = useTranslation('campaign');
  const link = s.scenario.battle;
  const [rounds, setRounds] = useState('');
  const [bot, setBot] = useState<BotSide>('');
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
        ...botsFor(bot),
      });
      // Against the computer, the person goes straight to the seat the bot leaves them.
      navigate(`/battles/${out.battle.id}${bot ? `?seat=${personSeat(bot)}` : ''}`);
    });
  const report = () =>
    run(async () => {
      await api.post(`/campaigns/${id}/battle/report`, { expectedVersion: version, battle: link!.id });
      reload();
    });
  return (
    <section className="panel" aria-labelledby="digital-battle">
      <h2 id="digital-battle">{tr('digital.heading', { scenario: scenarioTitle(s.scenario.type) })}</h2>
      {link ? (
        <>
          <p>
            {tr('digital.foughtAs')} <Link to={`/battles/${link.id}`}>{tr('digital.battle', { id: link.id.slice(0, 8) })}</Link>
            {tr('digital.deployment', {
              attacker: tr('side.attacker'),
              a: deploymentLabel(link.deployment.attacker.code),
              aEdge: link.deployment.attacker.edge,
              defender: tr('side.defender'),
              d: deploymentLabel(link.deployment.defender.code),
              dEdge: link.deployment.defender.edge,
            })}{' '}
            {campaignText(link.deployment.note)} <span className="source">[{formatSource(link.deployment.source)}]</span>
          </p>
          <p role="status" aria-label={tr('digital.status')}>
            {!status
              ? tr('digital.looking')
              : status.outcome
                ? tr('digital.over', { reason: engine.reason(status.outcome.reason) })
                : tr('digital.progress', { round: status.round, phase: status.phase })}
          </p>
          <button type="button" disabled={busy || !status?.outcome} onClick={() => void report()}>
            {tr('digital.report')}
          </button>
        </>
      ) : (
        <>
          <p>{tr('digital.explain')}</p>
          <p className="hint">{tr('digital.limitHint')}</p>
          <label>
            <span>{tr('digital.limit')}</span>
            <input type="number" min={1} max={100} value={rounds} onChange={(e) => setRounds(e.target.value)} />
          </label>{' '}
          <label>
            <span>{tr('digital.opponent')}</span>{' '}
            <select value={bot} onChange={(e) => setBot(e.target.value as BotSide)}>
              <option value="">{tr('digital.people')}</option>
              <option value="defender">{tr('digital.botPlays', { side: s.sides.defender.name })}</option>
              <option value="attacker">{tr('digital.botPlays', { side: s.sides.attacker.name })}</option>
            </select>
          </label>
          <button type="button" disabled={busy} onClick={() => void fight()}>
            {tr('digital.fight')}
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

/**
 * Lost-landing item 6: the defender buys catalog units for a lance, at their Battle Value, up to its allowance. The unit
 * is found with the app's catalog search (by name or filters), never typed exactly; the chosen unit shows its BV.
 */
export function ReinforcementsForm({ id, s, rules, version, reload }: Props & { readonly rules: CampaignRules }) {
  const { t: tr } = useTranslation('campaign');
  const lances = Object.values(s.groups)
    .filter((g) => g.side === 'defender')
    .flatMap((g) => g.lances.filter((l) => Object.values(s.units).some((u) => u.lance === l.id && u.status !== 'destroyed')));
  const [lance, setLance] = useState(lances[0]?.id ?? '');
  const [chosen, setChosen] = useState<ForceUnitFacts | null>(null);
  const [pilot, setPilot] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (s.ended || !defenderHoldsLandingZone(s) || !lances.length) return null;
  const left = lances.some((l) => l.id === lance) ? reinforcementAllowance(s, rules, lance) : 0;
  const buy = async () => {
    setBusy(true);
    setError(null);
    try {
      await api.post(`/campaigns/${id}/reinforcements`, {
        expectedVersion: version,
        lance,
        units: [{ id: newUnitId(s, chosen!.name), catalog: chosen!.unitId, pilot: { name: pilot.trim() || tr('reinforce.pilot', { unit: chosen!.name }) } }],
      });
      setChosen(null);
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
      <h2 id="reinforcements">{tr('reinforce.heading')}</h2>
      <p>
        {tr('reinforce.explain', { points: rules.defenderSpendPerLance.value })}{' '}
        <span className="source">[{formatSource(rules.defenderSpendPerLance.source)}]</span>
      </p>
      <label>
        <span>{tr('reinforce.lance')}</span>
        <select value={lance} onChange={(e) => setLance(e.target.value)}>
          {lances.map((l) => (
            <option key={l.id} value={l.id}>
              {tr('reinforce.left', { name: l.name, points: reinforcementAllowance(s, rules, l.id) })}
            </option>
          ))}
        </select>
      </label>
      {chosen ? (
        <p className="reinforce-chosen" role="status">
          {tr('reinforce.chosen', { name: chosen.name })}
          {chosen.bv === null ? tr('reinforce.noBv') : tr('reinforce.bv', { bv: chosen.bv })}
          {chosen.bv !== null && chosen.bv > left ? tr('reinforce.over', { points: left }) : ''}{' '}
          <button type="button" className="secondary" onClick={() => setChosen(null)}>
            {tr('reinforce.another')}
          </button>
        </p>
      ) : (
        <UnitSearch label={tr('reinforce.search')} onPick={setChosen} />
      )}
      <label>
        <span>{tr('reinforce.pilotLabel')}</span>
        <input value={pilot} maxLength={100} onChange={(e) => setPilot(e.target.value)} />
      </label>
      <button type="submit" disabled={busy || !chosen}>
        {tr('reinforce.buy')}
      </button>
      {error && (
        <p className="error-message" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** A new unit's internal key, made from its catalog name and kept out of sight: "griffin-grf-1n", "griffin-grf-1n-2", … */
export function newUnitId(s: CampaignState, catalog: string): string {
  const base =
    catalog
      .toLowerCase()
      .replace(/[^a-z0-9]+/gu, '-')
      .replace(/^-+|-+$/gu, '')
      .slice(0, 90) || 'unit';
  let id = base;
  for (let n = 2; s.units[id]; n++) id = `${base}-${n}`;
  return id;
}

/** "40: LT 32, LT 8 internal" — a unit's carried damage in points by location; its landing damage before it has fought digitally. */
export function damageText(u: CampaignState['units'][string], tr: TFunction<'campaign'>): string {
  const points: readonly DamagePoint[] = u.damage ?? [];
  if (!points.length) return u.landingDamage ? tr('page.landingDamage', { points: u.landingDamage }) : '0';
  const total = points.reduce((a, p) => a + p.amount, 0);
  const where = (p: DamagePoint) => `${p.location}${p.rear ? ` ${tr('page.rear')}` : ''} ${p.amount}${p.internal ? ` ${tr('page.internal')}` : ''}`;
  return `${total}: ${points.map(where).join(', ')}`;
}
