import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resolveRuleset } from '@marshal/core';
import { MISSIONS, missionBriefing, missionModule, resolveParams, type MissionUnit, type Side } from '@marshal/missions';
import { skillErrors } from '../../components/force-builder';
import { fieldError, type FieldError } from '../../components/field-errors';
import { useInvalidFields } from '../../components/number-field';
import { api, ApiError } from '../../api';
import { navigate } from '../../router';
import { BriefingView } from './briefing-view';
import { type DraftUnit } from './force-editor';
import { MISSION_GROUPS, autoConvoy, checkForce } from './force-checks';
import { MissionForce, exampleRows, useMissionFacts } from './mission-force';
import { factsStatus, rowsToMission, type MissionExtra, type MissionRow } from './mission-rows';
import { TrackedMissions } from './tracked-missions';
import { MissionChoices, NO_CHOICES, type Choices } from './mission-choices';
import { battleBody, trackerSetup, wizardNamer, type WizardInput } from './mission-request';
import { type BotSide, DigitalBattleChoices, type Edge, botsFor } from './digital-battle-choices';
import { ObjectiveHexField, TokenFields, layoutsFor, tokensFor, type Token } from './objective-setup';

const dropGroup = (groups: readonly string[]) => (x: MissionExtra) => {
  if (!x.group || groups.includes(x.group)) return x;
  const { group: _g, ...rest } = x;
  return rest;
};

/** The mission wizard: pick a mission, enter both forces, see the set-up sheet, then start tracking the game. */
export function MissionsPage() {
  const { t: tr } = useTranslation('missions');
  const [mission, setMission] = useState('open-engagement');
  const [rows, setRows] = useState<Record<Side, MissionRow[]>>({ attacker: [], defender: [] });
  const [hand, setHand] = useState<Record<Side, DraftUnit[]>>({ attacker: [], defender: [] });
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    Promise.all([exampleRows('attacker'), exampleRows('defender')])
      .then(([attacker, defender]) => live && setRows((r) => (r.attacker.length || r.defender.length ? r : { attacker, defender })))
      .catch(() => undefined)
      .finally(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  const facts = useMissionFacts([...rows.attacker, ...rows.defender].map((r) => r.unit.unitId));
  const built = useMemo(() => ({ attacker: rowsToMission(rows.attacker, facts), defender: rowsToMission(rows.defender, facts) }), [rows, facts]);
  const attacker = useMemo(() => [...built.attacker, ...hand.attacker], [built, hand]);
  const defender = useMemo(() => [...built.defender, ...hand.defender], [built, hand]);
  const status = { attacker: factsStatus(rows.attacker, facts), defender: factsStatus(rows.defender, facts) };
  const skillsBad = [...rows.attacker, ...rows.defender].some((r) => Object.keys(skillErrors(r)).length > 0);
  const [sheets, setSheets] = useState<number | ''>('');
  const [layout, setLayout] = useState('');
  const [tokens, setTokens] = useState<Token[]>([]);
  const [objectiveHex, setObjectiveHex] = useState('0808');
  const [choices, setChoices] = useState<Choices>(NO_CHOICES);
  const [dice, setDice] = useState<'physical' | 'seeded'>('physical');
  const [error, setError] = useState<FieldError | null>(null);
  const [starting, setStarting] = useState(false);
  const [edge, setEdge] = useState<Edge>('');
  const [deployInTurns, setDeployInTurns] = useState(true);
  const [boards, setBoards] = useState('');
  const [bot, setBot] = useState<BotSide>('');
  const fields = useInvalidFields();
  const def = MISSIONS.find((m) => m.id === mission)!;
  const params = useMemo(() => {
    try {
      return resolveParams(choices.params);
    } catch {
      return resolveParams({});
    }
  }, [choices.params]);
  const tokenCount = def.objectiveTokens?.(params) ?? 0;

  const att: MissionUnit[] = useMemo(() => attacker.map((u) => ({ ...u, side: 'attacker' as const })), [attacker]);
  const dfn: MissionUnit[] = useMemo(() => defender.map((u) => ({ ...u, side: 'defender' as const })), [defender]);
  const added = useMemo(() => autoConvoy(mission, att, params), [mission, att, params]);
  const chosenLayout = layout ? { rows: Number(layout.split('x')[0]), cols: Number(layout.split('x')[1]) } : null;
  const wizard: WizardInput = {
    mission,
    attacker: att,
    defender: dfn,
    added,
    tokens: tokensFor(tokenCount, tokens),
    objectiveHex,
    sheets: sheets || null,
    layout: chosenLayout,
    choices,
  };
  const tracked = trackerSetup(wizard);
  const trackedUnits = tracked.setup.units as MissionUnit[];
  const stamp = JSON.stringify([tracked, edge, boards, dice]);
  useEffect(() => setError(null), [stamp]);
  const check = useMemo(() => {
    try {
      const briefing = missionBriefing({
        mission,
        units: trackedUnits,
        ...(sheets ? { sheets } : {}),
        ...(chosenLayout ? { layout: chosenLayout } : {}),
        bothAgreeToExceedCap: choices.bothAgreeToExceedCap,
        params: choices.params,
        ruleset: tracked.ruleset,
        optionalRules: choices.optionalRules,
      });
      missionModule.init(missionModule.parseSetup(tracked.setup), resolveRuleset(missionModule.options, missionModule.baseRules, tracked.ruleset).rules);
      return { briefing, problem: null };
    } catch (e) {
      return { briefing: null, problem: fieldError(e, wizardNamer(trackedUnits)) };
    }
  }, [stamp]);
  const checks = {
    attacker: checkForce(mission, 'attacker', att, params, choices.bothAgreeToExceedCap),
    defender: checkForce(mission, 'defender', dfn, params, choices.bothAgreeToExceedCap),
  };
  const shown = error ?? check.problem;
  /** Whether the form has a field to show an error on; otherwise it is shown above the buttons. */
  const onForm = (key: string | null) => {
    if (!key) return false;
    const row = /^(attacker|defender)\.(\d+)/.exec(key);
    if (row) return Number(row[2]) < (row[1] === 'attacker' ? attacker : defender).length;
    return key.startsWith('params.') || key.startsWith('targets.') || key === 'tokens' || key === 'objectiveHex' || key === 'optionalRules';
  };
  const errorFor = (key: string) => (shown && shown.key === key ? shown.text : null);
  const loading = !ready || status.attacker.loading || status.defender.loading;
  const blocked = !!check.problem || fields.any || starting || loading || skillsBad || status.attacker.errors.length + status.defender.errors.length > 0;

  function pickMission(id: string) {
    setMission(id);
    const groups = (MISSION_GROUPS[id] ?? []).map((g) => g.id);
    const keep = (u: DraftUnit) => (u.group && !groups.includes(u.group) ? { ...u, group: undefined } : u);
    const keepRow = dropGroup(groups);
    setRows((r) => ({
      attacker: r.attacker.map((x) => ({ ...x, extra: keepRow(x.extra) })),
      defender: r.defender.map((x) => ({ ...x, extra: keepRow(x.extra) })),
    }));
    setHand((h) => ({ attacker: h.attacker.map(keep), defender: h.defender.map(keep) }));
    setLayout('');
  }

  async function submit(go: () => Promise<string>, units: readonly MissionUnit[]) {
    setStarting(true);
    setError(null);
    try {
      navigate(await go());
    } catch (e) {
      setError(fieldError(e instanceof ApiError ? e : String(e), wizardNamer(units)));
    } finally {
      setStarting(false);
    }
  }

  const start = () =>
    submit(async () => {
      const created = await api.post<{ game: { id: string } }>('/games', {
        module: 'mission',
        setup: tracked.setup,
        ruleset: tracked.ruleset,
        dice,
        title: tr('wizard.gameTitle', { mission: def.title, a: attacker.length, d: defender.length }),
      });
      return `/missions/${created.game.id}`;
    }, trackedUnits);

  /** Fight it digitally: the server places both forces in the mission's zones, starts the battle and a tracker that follows it. */
  const fight = () =>
    submit(async () => {
      const list = boards
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean);
      const body = battleBody(wizard, {
        ...botsFor(bot),
        ...(edge ? { attackerEdge: edge } : {}),
        ...(def.deployInTurns ? { deployment: deployInTurns ? ('in-turns' as const) : ('at-once' as const) } : {}),
        boards: list,
        title: tr('wizard.digitalTitle', { mission: def.title, a: attacker.length, d: defender.length }),
      });
      const created = await api.post<{ mission: { id: string } }>('/missions/battle', body);
      return `/missions/${created.mission.id}`;
    }, [...att, ...dfn]);
  const sheetCount = def.sheets ?? (sheets || check.briefing?.board.sheets || 1);

  return (
    <div className="page missions-page">
      <h1>{tr('wizard.title')}</h1>
      <p className="lede">{tr('wizard.lede')}</p>
      <TrackedMissions />
      <h2 className="no-print">{tr('wizard.new')}</h2>
      <div className="panel no-print">
        <div className="row">
          <label>
            {tr('wizard.mission')}{' '}
            <select value={mission} onChange={(e) => pickMission(e.target.value)}>
              {MISSIONS.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            {tr('wizard.sheets')}{' '}
            <select
              value={def.sheets ?? sheets}
              onChange={(e) => {
                setSheets(e.target.value ? Number(e.target.value) : '');
                setLayout('');
              }}
              disabled={def.sheets !== undefined}
            >
              <option value="">{tr('wizard.suggested')}</option>
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <option key={n}>{n}</option>
              ))}
            </select>
          </label>
          <label>
            {tr('wizard.layout')}{' '}
            <select value={layout} onChange={(e) => setLayout(e.target.value)}>
              <option value="">{tr('wizard.usual')}</option>
              {layoutsFor(sheetCount).map((l) => (
                <option key={`${l.rows}x${l.cols}`} value={`${l.rows}x${l.cols}`}>
                  {tr('wizard.rows', { count: l.rows, cols: l.cols })}
                </option>
              ))}
            </select>
          </label>
          <label>
            {tr('wizard.dice')}{' '}
            <select value={dice} onChange={(e) => setDice(e.target.value as 'physical' | 'seeded')}>
              <option value="physical">{tr('wizard.physical')}</option>
              <option value="seeded">{tr('wizard.seeded')}</option>
            </select>
          </label>
        </div>
        <p className="hint">{tr(`summaries.${def.id}`, { defaultValue: def.summary })}</p>
        {errorFor('layout') && (
          <p className="field-error" role="alert">
            {errorFor('layout')}
          </p>
        )}
      </div>
      <div className="no-print">
        {(['attacker', 'defender'] as const).map((side) => (
          <MissionForce
            key={side}
            side={side}
            rows={rows[side]}
            onRows={(r) => setRows((all) => ({ ...all, [side]: r }))}
            units={built[side]}
            hand={hand[side]}
            onHand={(u) => setHand((all) => ({ ...all, [side]: u }))}
            groups={side === 'attacker' ? (MISSION_GROUPS[mission] ?? []) : []}
            check={checks[side]}
            agreeOverCap={choices.bothAgreeToExceedCap}
            factErrors={status[side].errors}
            {...(side === 'attacker' && added.length
              ? {
                  added,
                  addedNote: tr('wizard.packrats', { count: added.length, tons: params.convoyTonsPerPackrat }),
                }
              : {})}
            errorFor={errorFor}
            onValidity={fields.report}
          />
        ))}
        {tokenCount > 0 && <TokenFields tokens={wizard.tokens} onChange={setTokens} error={errorFor('tokens')} onValidity={fields.report} />}
        {(mission === 'extraction' || mission === 'take-the-position') && (
          <ObjectiveHexField mission={mission} hex={objectiveHex} onChange={setObjectiveHex} error={errorFor('objectiveHex')} />
        )}
        <MissionChoices mission={mission} units={trackedUnits} choices={choices} onChange={setChoices} errorFor={errorFor} onValidity={fields.report} />
      </div>
      {shown && !onForm(shown.key) && (
        <p className="error-message" role="alert">
          {shown.text}
        </p>
      )}
      {check.briefing && <BriefingView briefing={check.briefing} />}
      {loading && <p className="hint no-print">{tr('wizard.reading')}</p>}
      <div className="no-print actions">
        <button type="button" onClick={start} disabled={blocked}>
          {tr('wizard.start')}
        </button>{' '}
        <DigitalBattleChoices
          edge={edge}
          onEdge={setEdge}
          boards={boards}
          onBoards={setBoards}
          inTurns={def.deployInTurns?.text ?? null}
          deployInTurns={deployInTurns}
          onDeployInTurns={setDeployInTurns}
          bot={bot}
          onBot={setBot}
        />{' '}
        <button
          type="button"
          onClick={fight}
          disabled={blocked || (sheetCount === 5 && !layout)}
          title={sheetCount === 5 && !layout ? tr('wizard.fiveSheets') : tr('wizard.zones')}
        >
          {tr('wizard.fight')}
        </button>{' '}
        <button type="button" onClick={() => window.print()}>
          {tr('wizard.print')}
        </button>
      </div>
    </div>
  );
}
