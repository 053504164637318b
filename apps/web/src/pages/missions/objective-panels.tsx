import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberField, useInvalidFields } from '../../components/number-field';
import type { BattleState } from '@marshal/battletech';
import { extractionFromBattle, missionById, objectiveNumber, reconFromBattle, type MissionState } from '@marshal/missions';

type Send = (c: object) => void;

function Buildings({ s, send }: { s: MissionState; send: Send }) {
  const { t: tr } = useTranslation('missions');
  const [damage, setDamage] = useState(10);
  const fields = useInvalidFields();
  return (
    <fieldset className="panel">
      <legend>{tr('panels.buildings')}</legend>
      <NumberField
        label={tr('panels.damage')}
        value={damage}
        integer
        min={1}
        max={1000}
        onValidity={fields.report}
        onChange={(v) => v !== null && setDamage(v)}
      />
      <ul>
        {s.objectives.buildings.map((b) => (
          <li key={b.id}>
            {tr('panels.cfLeft', {
              id: tr('objective.name', { n: objectiveNumber(b.id, s.objectives.buildings) }),
              hex: b.hex,
              left: Math.max(0, b.cf - b.damage),
              cf: b.cf,
            })}{' '}
            {b.damage < b.cf ? (
              <button type="button" disabled={fields.any} onClick={() => send({ type: 'damageBuilding', building: b.id, damage })}>
                {tr('panels.hit', { id: tr('objective.name', { n: objectiveNumber(b.id, s.objectives.buildings) }) })}
              </button>
            ) : (
              <strong>{tr('panels.destroyed')}</strong>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Recon({ s, send, battle }: { s: MissionState; send: Send; battle: BattleState | null }) {
  const { t: tr } = useTranslation('missions');
  const scouts = Object.values(s.units).filter((u) => u.unit.side === 'attacker' && u.unit.canRecon && u.status === 'active');
  const [f, setF] = useState({
    unit: scouts[0]?.unit.id ?? '',
    objective: s.objectives.reconTokens[0]?.id ?? '',
    hexes: 3,
    ecmHexes: 0,
    woodsHexes: 0,
    lineOfSight: true,
  });
  const fields = useInvalidFields();
  const n = (k: 'hexes' | 'ecmHexes' | 'woodsHexes', label: string) => (
    <NumberField label={label} value={f[k]} integer min={0} max={100} onValidity={fields.report} onChange={(v) => v !== null && setF({ ...f, [k]: v })} />
  );
  return (
    <form
      className="panel"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'attemptRecon', ...f });
      }}
    >
      <strong>{tr('panels.recon')}</strong>{' '}
      {tr('panels.scanned', {
        list: s.objectives.scanned.map((id) => tr('objective.name', { n: objectiveNumber(id, s.objectives.reconTokens) })).join(', ') || tr('panels.none'),
      })}
      <div className="row">
        <select aria-label={tr('panels.reconUnit')} value={f.unit} onChange={(e) => setF({ ...f, unit: e.target.value })}>
          {scouts.map((u) => (
            <option key={u.unit.id} value={u.unit.id}>
              {u.unit.name}
            </option>
          ))}
        </select>
        <select aria-label={tr('panels.objective')} value={f.objective} onChange={(e) => setF({ ...f, objective: e.target.value })}>
          {s.objectives.reconTokens.map((t) => (
            <option key={t.id} value={t.id}>
              {tr('objective.name', { n: objectiveNumber(t.id, s.objectives.reconTokens) })}
            </option>
          ))}
        </select>
        {n('hexes', tr('panels.hexes'))}
        {n('ecmHexes', tr('panels.ecm'))}
        {n('woodsHexes', tr('panels.woods'))}
        <label>
          <input type="checkbox" checked={f.lineOfSight} onChange={(e) => setF({ ...f, lineOfSight: e.target.checked })} /> {tr('panels.los')}
        </label>
        {battle && (
          <button
            type="button"
            className="secondary"
            title={tr('panels.reconTitle')}
            onClick={() => {
              const token = s.objectives.reconTokens.find((t) => t.id === f.objective);
              if (token && battle.positions[f.unit]) {
                const { type: _t, ...read } = reconFromBattle(battle, f.unit, token);
                setF({ ...f, ...read });
              }
            }}
          >
            {tr('panels.read')}
          </button>
        )}
        <button type="submit" disabled={fields.any}>
          {tr('panels.rollRecon')}
        </button>
      </div>
    </form>
  );
}

function Extraction({ s, send, battle }: { s: MissionState; send: Send; battle: BattleState | null }) {
  const { t: tr } = useTranslation('missions');
  const attackers = Object.values(s.units).filter((u) => u.unit.side === 'attacker' && u.status === 'active');
  const [f, setF] = useState({ unit: attackers[0]?.unit.id ?? '', hexesMoved: 0, inObjectiveHex: true, enemyInHex: false, attackedThisTurn: false });
  const x = s.objectives.extraction;
  const fields = useInvalidFields();
  return (
    <form
      className="panel"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'attemptExtraction', ...f });
      }}
    >
      <strong>{tr('panels.objectiveLabel')}</strong>:{' '}
      {x.extracted
        ? tr('panels.extracted')
        : x.carrier
          ? tr('panels.carried', { name: s.units[x.carrier]?.unit.name })
          : tr('panels.inHex', { hex: x.hex ?? '?' })}
      {x.carrier && (
        <button type="button" onClick={() => send({ type: 'dropObjective', unit: x.carrier })}>
          {tr('panels.drop')}
        </button>
      )}
      <div className="row">
        <select aria-label={tr('panels.extracting')} value={f.unit} onChange={(e) => setF({ ...f, unit: e.target.value })}>
          {attackers.map((u) => (
            <option key={u.unit.id} value={u.unit.id}>
              {u.unit.name}
            </option>
          ))}
        </select>
        <NumberField
          label={tr('panels.moved')}
          value={f.hexesMoved}
          integer
          min={0}
          max={100}
          onValidity={fields.report}
          onChange={(v) => v !== null && setF({ ...f, hexesMoved: v })}
        />
        <label>
          <input type="checkbox" checked={f.inObjectiveHex} onChange={(e) => setF({ ...f, inObjectiveHex: e.target.checked })} /> {tr('panels.inObjective')}
        </label>
        <label>
          <input type="checkbox" checked={f.enemyInHex} onChange={(e) => setF({ ...f, enemyInHex: e.target.checked })} /> {tr('panels.enemy')}
        </label>
        <label>
          <input type="checkbox" checked={f.attackedThisTurn} onChange={(e) => setF({ ...f, attackedThisTurn: e.target.checked })} /> {tr('panels.attacked')}
        </label>
        {battle && (
          <button
            type="button"
            className="secondary"
            title={tr('panels.extractTitle')}
            onClick={() => {
              if (battle.positions[f.unit]) {
                const { type: _t, ...read } = extractionFromBattle(s, battle, f.unit);
                setF({ ...f, ...read });
              }
            }}
          >
            {tr('panels.read')}
          </button>
        )}
        <button type="submit" disabled={fields.any}>
          {tr('panels.pickUp')}
        </button>
      </div>
    </form>
  );
}

function Area({ s, send }: { s: MissionState; send: Send }) {
  const { t: tr } = useTranslation('missions');
  const [inArea, setInArea] = useState<string[]>([]);
  const units = Object.values(s.units).filter((u) => u.status === 'active' || u.status === 'immobile');
  return (
    <form
      className="panel"
      onSubmit={(e) => {
        e.preventDefault();
        send({
          type: 'reportArea',
          attackerUnits: inArea.filter((id) => s.units[id]!.unit.side === 'attacker'),
          defenderUnits: inArea.filter((id) => s.units[id]!.unit.side === 'defender'),
        });
      }}
    >
      <strong>{tr('panels.area')}</strong> {s.objectives.positionTakenTurn !== null && tr('panels.taken', { turn: s.objectives.positionTakenTurn })}
      <div className="row">
        {units.map((u) => (
          <label key={u.unit.id}>
            <input
              type="checkbox"
              checked={inArea.includes(u.unit.id)}
              onChange={() => setInArea(inArea.includes(u.unit.id) ? inArea.filter((x) => x !== u.unit.id) : [...inArea, u.unit.id])}
            />{' '}
            {u.unit.name} ({tr(`side.${u.unit.side}`)})
          </label>
        ))}
        <button type="submit">{tr('panels.reportArea')}</button>
      </div>
    </form>
  );
}

function Ceasefire({ s, send }: { s: MissionState; send: Send }) {
  const { t: tr } = useTranslation('missions');
  const [met, setMet] = useState({ attacker: false, defender: false });
  const [field, setField] = useState<'' | 'attacker' | 'defender'>('');
  if (s.turn - 1 < s.params.ceasefireEarliestTurn || s.ceasefire) return null;
  return (
    <form
      className="panel"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'agreeCeasefire', objectivesMet: met, surrendered: [], fieldControl: field || null });
      }}
    >
      <strong>{tr('panels.ceasefire')}</strong>
      <div className="row">
        <label>
          <input type="checkbox" checked={met.attacker} onChange={(e) => setMet({ ...met, attacker: e.target.checked })} /> {tr('panels.attackerMet')}
        </label>
        <label>
          <input type="checkbox" checked={met.defender} onChange={(e) => setMet({ ...met, defender: e.target.checked })} /> {tr('panels.defenderMet')}
        </label>
        <label>
          {tr('panels.field')}{' '}
          <select value={field} onChange={(e) => setField(e.target.value as '' | 'attacker' | 'defender')}>
            <option value="">{tr('panels.byMission')}</option>
            <option value="attacker">{tr('side.attacker')}</option>
            <option value="defender">{tr('side.defender')}</option>
          </select>
        </label>
        <button type="submit">{tr('panels.agree')}</button>
      </div>
    </form>
  );
}

/** The reports a mission needs beyond unit damage: buildings, recon, extraction, the objective area, ceasefire. */
export function ObjectivePanels({ s, send, battle = null }: { s: MissionState; send: Send; battle?: BattleState | null }) {
  const accepts = missionById(s.mission).accepts;
  return (
    <>
      {accepts.includes('damageBuilding') && <Buildings s={s} send={send} />}
      {accepts.includes('attemptRecon') && s.phase === 'end' && <Recon s={s} send={send} battle={battle} />}
      {accepts.includes('attemptExtraction') && <Extraction s={s} send={send} battle={battle} />}
      {accepts.includes('reportArea') && s.phase === 'end' && <Area s={s} send={send} />}
      <Ceasefire s={s} send={send} />
    </>
  );
}
