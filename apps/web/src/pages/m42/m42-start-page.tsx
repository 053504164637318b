import './m42.css';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarshalError } from '@marshal/core';
import { formatSource } from '../../i18n/source-text';
import { type M42SetupInput, m42OptionRegistry, parseM42Setup, sampleM42State } from '@marshal/m42';
import { NumberField, SelectField, TextField } from '../../components/form-field';
import { DiceChoice, OptionChecklist } from '../../components/game-start-fields';
import { JsonDisclosure } from '../../components/json-disclosure';
import { useStartGame } from '../../use-game';
import { type DefaultNames, type M42Draft, type PlayerDraft, defaultM42Draft, m42DraftFrom } from './m42-draft';
import type { TFunction } from 'i18next';
import { m42SetupFromDraft } from './m42-setup-from-draft';
import { MissionEditor } from './mission-editor';
import { TaskForceEditor } from './task-force-editor';
import { useRuleText } from '../../i18n/rule-text';

const ldOptions = m42OptionRegistry.options.filter((o) => o.group === 'm42-ld-test');
const otherOptions = m42OptionRegistry.options.filter((o) => !o.group);

/** The small battle's names in the reader's language ("Angriffstruppe", "Kommandotrupp" in German). */
const defaultNames = (t: TFunction<'m42'>): DefaultNames => ({
  title: t('defaults.title'),
  attacker: t('defaults.attacker'),
  attackerUnits: t('defaults.attackerUnits').split('|'),
  captain: t('defaults.captain'),
  defender: t('defaults.defender'),
  defenderUnits: t('defaults.defenderUnits').split('|'),
  lieutenant: t('defaults.lieutenant'),
  mission: t('defaults.mission'),
  objective: t('defaults.objective'),
});

/** Start an M42 battle from a form: a small default battle is filled in; task forces, officers, the mission, the Ld test rule, options, dice. */
export function M42StartPage() {
  const { t } = useTranslation('m42');
  const rule = useRuleText();
  const [draft, setDraft] = useState<M42Draft>(() => defaultM42Draft(defaultNames(t)));
  const [checked, setChecked] = useState(false);
  const [ld, setLd] = useState(ldOptions.find((o) => o.enabledByDefault)!.id);
  const [extra, setExtra] = useState<string[]>([]);
  const [dice, setDice] = useState<'seeded' | 'physical'>('physical');
  const { start: startGame, error, busy } = useStartGame('m42', '/m42');
  const result = useMemo(() => m42SetupFromDraft(draft), [draft]);
  const errors = checked ? result.errors : {};
  const count = Object.keys(errors).length;

  function start(e: React.FormEvent) {
    e.preventDefault();
    setChecked(true);
    const setup = result.value;
    if (setup) void startGame(() => parseM42Setup(setup, 'battle'), [ld, ...extra], dice);
  }
  function load(d: M42Draft) {
    setDraft(d);
    setChecked(false);
  }
  function importJson(input: unknown): string | null {
    try {
      parseM42Setup(input);
    } catch (err) {
      if (err instanceof MarshalError) return t('start.notBattle', { message: err.message });
      throw err;
    }
    load(m42DraftFrom(input as M42SetupInput));
    return null;
  }
  const setPlayer = (i: number, p: PlayerDraft) =>
    setDraft({ ...draft, players: draft.players.map((x, j) => (j === i ? p : x)) as [PlayerDraft, PlayerDraft] });

  return (
    <div className="page">
      <h1>{t('start.title')}</h1>
      <p className="lede">{t('start.lede')}</p>
      <form className="panel" onSubmit={start} aria-label={t('start.form')}>
        <p>
          <button type="button" className="secondary" onClick={() => load(m42DraftFrom(sampleM42State))}>
            {t('start.example')}
          </button>{' '}
          <button type="button" className="secondary" onClick={() => load(defaultM42Draft(defaultNames(t)))}>
            {t('start.default')}
          </button>
        </p>
        <div className="row">
          <TextField
            className="grow"
            label={t('start.battleTitle')}
            value={draft.title}
            onChange={(title) => setDraft({ ...draft, title })}
            error={errors.title}
          />
          <NumberField label={t('start.turn')} value={draft.turn} onChange={(turn) => setDraft({ ...draft, turn })} error={errors.turn} />
          <SelectField
            label={t('start.first')}
            value={draft.first}
            options={draft.players.map((p, i) => [String(i) as '0' | '1', p.name || t('start.player', { n: i + 1 })] as const)}
            onChange={(first) => setDraft({ ...draft, first })}
            error={errors.first}
          />
        </div>
        {draft.players.map((p, i) => (
          <TaskForceEditor key={i} player={p} index={i} errors={errors} onChange={(x) => setPlayer(i, x)} />
        ))}
        <MissionEditor d={draft} errors={errors} onChange={setDraft} />
        <fieldset>
          <legend>{t('start.ld')}</legend>
          {ldOptions.map((o) => (
            <label key={o.id} className="inline" title={`${rule.optionDescription(o)} [${formatSource(o.source)}]`}>
              <input type="radio" name="ld" value={o.id} checked={ld === o.id} onChange={() => setLd(o.id)} /> {rule.optionTitle(o)}
            </label>
          ))}
        </fieldset>
        <OptionChecklist options={otherOptions} selected={extra} onChange={setExtra} />
        <DiceChoice name="dice" value={dice} onChange={setDice} />
        {count > 0 && (
          <p className="error-message" role="alert">
            {t('start.fields', { count, first: Object.values(errors)[0] })}
          </p>
        )}
        {error && (
          <p className="error-message" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {t('start.start')}
        </button>
        <JsonDisclosure
          what={t('start.what')}
          current={() => (result.value ? { value: result.value } : { value: null, problem: t('start.fixFirst', { first: Object.values(result.errors)[0] }) })}
          onImport={importJson}
        />
      </form>
    </div>
  );
}
