import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MISSIONS, houseRuleManifest, resolveParams, type MissionUnit, type Side } from '@marshal/missions';
import { ApiError, api } from '../../api';
import { plainMessage } from '../../components/field-errors';
import { SelectField } from '../../components/form-field';
import { useInvalidFields } from '../../components/number-field';
import { navigate } from '../../router';
import { UnitSearch } from '../../components/force-builder/unit-search';
import type { ForceUnitFacts } from '@marshal/catalog';
import { useEngineText } from '../../i18n/engine-text';
import { type BotSide, DigitalBattleChoices, type Edge, botsFor } from '../missions/digital-battle-choices';
import { MissionChoices, NO_CHOICES, type Choices } from '../missions/mission-choices';
import { ObjectiveHexField, TokenFields, tokensFor, type Token } from '../missions/objective-setup';
import { type ContractView, type NextForceUnitView, unitLabel } from './contract-types';

interface Opponent {
  readonly id: string;
  readonly unit: string;
  readonly bv: number;
  readonly gunnery: number;
  readonly piloting: number;
}

/** What a unit takes into the mission, in words: locations stripped or destroyed, battle points lost, pilot hits. */
export function carriedText(t: TFunction<'contracts'>, u: NextForceUnitView): string {
  const parts = [
    ...u.startDamage.armourStripped.map((location) => t('force.armourGone', { location })),
    ...u.startDamage.destroyed.map((location) => t('force.destroyed', { location })),
  ];
  const points = u.damagePoints.map((p) => `${p.location}${p.rear ? t('next.rear') : ''}${p.internal ? t('next.structure') : ''} −${p.amount}`);
  if (points.length) parts.push(t('next.battleDamage', { points: points.join(', ') }));
  if (u.pilotHits) parts.push(t('next.pilotHits', { count: u.pilotHits }));
  return parts.join('; ') || t('next.carriedNone');
}

/** Opponents as players tell them apart: the unit's name, numbered when two share it ("Marauder MAD-3R #2"), never an id. */
export function opponentNames(opponent: readonly { readonly unit: string }[]): string[] {
  const seen = new Map<string, number>();
  return opponent.map((o) => {
    const n = (seen.get(o.unit) ?? 0) + 1;
    seen.set(o.unit, n);
    return opponent.filter((x) => x.unit === o.unit).length > 1 ? `${o.unit} #${n}` : o.unit;
  });
}

/** Which side the mercenary unit fights (or fought) on. */
/** `only`: the sides that may be chosen (default both). */
export function SideField({ label, value, onChange, only }: { label: string; value: Side; onChange: (s: Side) => void; only?: readonly Side[] }) {
  const { t } = useTranslation('contracts');
  const sides: readonly (readonly [Side, string])[] = (
    [
      ['attacker', t('theSide.attacker')],
      ['defender', t('theSide.defender')],
    ] as const
  ).filter(([s]) => !only || only.includes(s));
  return <SelectField label={label} value={value} options={sides} onChange={onChange} />;
}

const skill = (label: string, value: number, onChange: (n: number) => void) => (
  <label key={label}>
    {label}{' '}
    <select value={value} onChange={(e) => onChange(Number(e.target.value))}>
      {[0, 1, 2, 3, 4, 5, 6, 7, 8].map((n) => (
        <option key={n}>{n}</option>
      ))}
    </select>
  </label>
);

/** "Start the next mission": the mission, its choices as in the mission wizard, who of the contract fights (with what they carry), the opponent. */
export function NextMission({ c }: { c: ContractView }) {
  const [mission, setMission] = useState('open-engagement');
  const [side, setSide] = useState<Side>('attacker');
  const fit = c.nextForce.filter((u) => !u.unavailable);
  const [picked, setPicked] = useState<readonly string[]>(fit.map((u) => u.id));
  const [commander, setCommander] = useState('');
  const [opponent, setOpponent] = useState<Opponent[]>([]);
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [tokens, setTokens] = useState<Token[]>([]);
  const [objectiveHex, setObjectiveHex] = useState('0808');
  const [digital, setDigital] = useState(false);
  const [edge, setEdge] = useState<Edge>('');
  const [boards, setBoards] = useState('');
  const [deployInTurns, setDeployInTurns] = useState(true);
  const [bot, setBot] = useState<BotSide>('');
  const [error, setError] = useState<{ field: string | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('contracts');
  const engine = useEngineText();
  const digitalSetters = { onEdge: setEdge, onBoards: setBoards, onDeployInTurns: setDeployInTurns, onBot: setBot };
  const fields = useInvalidFields();
  const def = MISSIONS.find((m) => m.id === mission)!;
  const tokenCount = useMemo(() => {
    try {
      return def.objectiveTokens?.(resolveParams(choices.params)) ?? 0;
    } catch {
      return 0;
    }
  }, [def, choices.params]);
  const enemy: Side = side === 'attacker' ? 'defender' : 'attacker';
  const names = opponentNames(opponent);
  // The units the mission choices list (Assassination targets): ours and theirs, as the tracker would see them.
  const asMissionUnit = (id: string, name: string, s: Side, value: number) => ({ id, name, side: s, ground: true, support: false, value }) as MissionUnit;
  const units = [
    ...fit.filter((u) => picked.includes(u.id)).map((u) => asMissionUnit(u.id, unitLabel(t, u), side, 0)),
    ...opponent.map((o, i) => asMissionUnit(o.id, names[i]!, enemy, o.bv)),
  ];
  const errorFor = (key: string) => (error?.field === key ? error.text : null);
  const usesHex = mission === 'extraction' || mission === 'take-the-position';
  const addOpponent = (h: ForceUnitFacts) =>
    setOpponent((all) => {
      const n = Math.max(0, ...all.map((o) => Number(o.id.slice(1)) || 0)) + 1;
      return [...all, { id: `e${n}`, unit: h.name, bv: h.bv ?? 0, gunnery: 4, piloting: 5 }];
    });
  const setOne = (i: number, patch: Partial<Opponent>) => setOpponent((all) => all.map((o, j) => (j === i ? { ...o, ...patch } : o)));

  async function start() {
    setBusy(true);
    setError(null);
    const body = {
      expectedVersion: c.version,
      mission,
      side,
      units: picked,
      ...(commander ? { commander } : {}),
      opponent: opponent.map(({ bv: _bv, ...o }) => o),
      params: choices.params,
      ruleset: houseRuleManifest(choices.houseRules),
      optionalRules: [...choices.optionalRules],
      bothAgreeToExceedCap: choices.bothAgreeToExceedCap,
      ...(mission === 'assassination' ? { targets: choices.targets, targetIgnoresGeneralRetreat: choices.targetIgnoresGeneralRetreat } : {}),
      objectives: {
        tokens: tokensFor(tokenCount, tokens).map((t) => ({ id: t.id, hex: t.hex.trim() })),
        ...(usesHex && objectiveHex.trim() ? { objectiveHex: objectiveHex.trim() } : {}),
      },
      ...(digital
        ? {
            digital: {
              ...(edge ? { attackerEdge: edge } : {}),
              ...(boards.trim()
                ? {
                    boards: boards
                      .split(',')
                      .map((b) => b.trim())
                      .filter(Boolean),
                  }
                : {}),
              ...(def.deployInTurns ? { deployment: deployInTurns ? 'in-turns' : 'at-once' } : {}),
              ...botsFor(bot),
            },
          }
        : {}),
    };
    try {
      const out = await api.post<{ mission: { id: string } }>(`/contracts/${c.contract.id}/next-mission`, body);
      navigate(`/missions/${out.mission.id}`);
    } catch (e) {
      const field = e instanceof ApiError ? (e.location.field ?? null) : null;
      setError({ field: field?.replace(/^objectives\./, '').replace(/^tokens\.\d+.*/, 'tokens') ?? null, text: e instanceof Error ? e.message : String(e) });
      setBusy(false);
    }
  }

  return (
    <section className="panel next-mission" aria-labelledby="next-mission">
      <h2 id="next-mission">{t('next.heading')}</h2>
      <p className="hint">
        {t('next.hint1')}
        {t('next.hint2')}
      </p>
      <div className="contract-terms">
        <SelectField label={t('next.mission')} value={mission} options={MISSIONS.map((m) => [m.id, m.title] as const)} onChange={setMission} />
        <SideField label={t('next.fightsAs', { unit: c.unitName })} value={side} onChange={setSide} />
      </div>
      <p className="hint">{t(`summaries.${def.id}`, { ns: 'missions', defaultValue: def.summary })}</p>
      {/* A table on a wide screen; on a phone each unit is a card of labelled lines (`cards-on-phone`), nothing to scroll. */}
      <table className="cards-on-phone" aria-label={t('next.table')}>
        <thead>
          <tr>
            {[t('next.fights'), t('next.pilot'), t('next.carries')].map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {c.nextForce.map((u) => (
            <tr key={u.id}>
              <th scope="row">
                <label>
                  <input
                    type="checkbox"
                    disabled={!!u.unavailable}
                    checked={!u.unavailable && picked.includes(u.id)}
                    onChange={(e) => setPicked((p) => (e.target.checked ? [...p, u.id] : p.filter((x) => x !== u.id)))}
                  />{' '}
                  {u.name}
                </label>
                {u.unavailable && <span className="hint">{t('next.cannotFight', { reason: engine.contract(u.unavailable) })}</span>}
              </th>
              <td data-label={t('next.pilot')}>
                {u.pilot} {u.gunnery}/{u.piloting}
              </td>
              <td data-label={t('next.carries')} data-testid={`carries-${u.id}`}>
                {carriedText(t, u)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <SelectField
        label={t('next.commander')}
        value={commander}
        options={[['', t('next.none')] as const, ...fit.filter((u) => picked.includes(u.id)).map((u) => [u.id, unitLabel(t, u)] as const)]}
        onChange={setCommander}
      />
      <fieldset className="panel" aria-label={t('next.opponent')}>
        <legend>{t('next.opponentLegend', { side: t(`side.${enemy}`) })}</legend>
        {opponent.map((o, i) => (
          <div key={o.id} className="row">
            <span>{names[i]}</span>{' '}
            {(['gunnery', 'piloting'] as const).map((k) => skill(t(`next.${k}`, { unit: names[i] }), o[k], (n) => setOne(i, { [k]: n })))}{' '}
            <button type="button" onClick={() => setOpponent((all) => all.filter((_, j) => j !== i))}>
              {t('next.remove', { unit: names[i] })}
            </button>
          </div>
        ))}
        {/* The battle table's own unit search: how many match, "Show 10 more", filters by weight, era, faction … */}
        <UnitSearch label={t('next.searchLabel')} onPick={addOpponent} />
      </fieldset>
      {tokenCount > 0 && <TokenFields tokens={tokensFor(tokenCount, tokens)} onChange={setTokens} error={errorFor('tokens')} onValidity={fields.report} />}
      {usesHex && <ObjectiveHexField mission={mission} hex={objectiveHex} onChange={setObjectiveHex} error={errorFor('objectiveHex')} />}
      <MissionChoices mission={mission} units={units} choices={choices} onChange={setChoices} errorFor={errorFor} onValidity={fields.report} />
      <div className="panel">
        <label>
          <input type="checkbox" checked={digital} onChange={(e) => setDigital(e.target.checked)} /> {t('next.digital1')} {t('next.digital2')}
        </label>
        {digital && (
          <div>
            <DigitalBattleChoices {...{ edge, boards, deployInTurns, bot }} inTurns={def.deployInTurns?.text ?? null} {...digitalSetters} />
          </div>
        )}
      </div>
      {error && !['tokens', 'objectiveHex'].includes(error.field ?? '') && (
        <p className="error" role="alert">
          {error.field ? `${error.field}: ` : ''}
          {engine.contract(plainMessage(error.text))}
        </p>
      )}
      <button type="button" disabled={busy || fields.any || !picked.length || !opponent.length} onClick={() => void start()}>
        {digital ? t('next.startDigital') : t('next.start')}
      </button>
      {!opponent.length && <p className="hint">{t('next.needOpponent')}</p>}
    </section>
  );
}
