import { useState } from 'react';
import { NumberField, useInvalidFields } from '../../components/number-field';
import type { BattleState } from '@marshal/battletech';
import { extractionFromBattle, missionById, reconFromBattle, type MissionState } from '@marshal/missions';

type Send = (c: object) => void;

function Buildings({ s, send }: { s: MissionState; send: Send }) {
  const [damage, setDamage] = useState(10);
  const fields = useInvalidFields();
  return (
    <fieldset className="panel">
      <legend>Objective buildings</legend>
      <NumberField label="Damage" value={damage} integer min={1} max={1000} onValidity={fields.report} onChange={(v) => v !== null && setDamage(v)} />
      <ul>
        {s.objectives.buildings.map((b) => (
          <li key={b.id}>
            {b.id} ({b.hex}): {Math.max(0, b.cf - b.damage)} of {b.cf} CF left{' '}
            {b.damage < b.cf ? (
              <button type="button" disabled={fields.any} onClick={() => send({ type: 'damageBuilding', building: b.id, damage })}>
                Hit {b.id}
              </button>
            ) : (
              <strong>destroyed</strong>
            )}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function Recon({ s, send, battle }: { s: MissionState; send: Send; battle: BattleState | null }) {
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
      <strong>Recon attempt</strong> (scanned: {s.objectives.scanned.join(', ') || 'none'})
      <div className="row">
        <select aria-label="recon unit" value={f.unit} onChange={(e) => setF({ ...f, unit: e.target.value })}>
          {scouts.map((u) => (
            <option key={u.unit.id} value={u.unit.id}>
              {u.unit.name}
            </option>
          ))}
        </select>
        <select aria-label="objective" value={f.objective} onChange={(e) => setF({ ...f, objective: e.target.value })}>
          {s.objectives.reconTokens.map((t) => (
            <option key={t.id}>{t.id}</option>
          ))}
        </select>
        {n('hexes', 'hexes')}
        {n('ecmHexes', 'ECM hexes')}
        {n('woodsHexes', 'wooded hexes')}
        <label>
          <input type="checkbox" checked={f.lineOfSight} onChange={(e) => setF({ ...f, lineOfSight: e.target.checked })} /> line of sight
        </label>
        {battle && (
          <button
            type="button"
            className="secondary"
            title="Line of sight, hexes, woods and hexes in defender ECM from the battle"
            onClick={() => {
              const token = s.objectives.reconTokens.find((t) => t.id === f.objective);
              if (token && battle.positions[f.unit]) {
                const { type: _t, ...read } = reconFromBattle(battle, f.unit, token);
                setF({ ...f, ...read });
              }
            }}
          >
            Read from the battle
          </button>
        )}
        <button type="submit" disabled={fields.any}>
          Roll recon
        </button>
      </div>
    </form>
  );
}

function Extraction({ s, send, battle }: { s: MissionState; send: Send; battle: BattleState | null }) {
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
      <strong>Objective</strong>: {x.extracted ? 'extracted' : x.carrier ? `carried by ${s.units[x.carrier]?.unit.name}` : `in hex ${x.hex ?? '?'}`}
      {x.carrier && (
        <button type="button" onClick={() => send({ type: 'dropObjective', unit: x.carrier })}>
          Drop it
        </button>
      )}
      <div className="row">
        <select aria-label="extracting unit" value={f.unit} onChange={(e) => setF({ ...f, unit: e.target.value })}>
          {attackers.map((u) => (
            <option key={u.unit.id} value={u.unit.id}>
              {u.unit.name}
            </option>
          ))}
        </select>
        <NumberField
          label="hexes moved"
          value={f.hexesMoved}
          integer
          min={0}
          max={100}
          onValidity={fields.report}
          onChange={(v) => v !== null && setF({ ...f, hexesMoved: v })}
        />
        <label>
          <input type="checkbox" checked={f.inObjectiveHex} onChange={(e) => setF({ ...f, inObjectiveHex: e.target.checked })} /> in the objective hex
        </label>
        <label>
          <input type="checkbox" checked={f.enemyInHex} onChange={(e) => setF({ ...f, enemyInHex: e.target.checked })} /> enemy in the hex
        </label>
        <label>
          <input type="checkbox" checked={f.attackedThisTurn} onChange={(e) => setF({ ...f, attackedThisTurn: e.target.checked })} /> attacked this turn
        </label>
        {battle && (
          <button
            type="button"
            className="secondary"
            title="Hexes moved, the objective hex, enemies in it and attacks made, from the battle"
            onClick={() => {
              if (battle.positions[f.unit]) {
                const { type: _t, ...read } = extractionFromBattle(s, battle, f.unit);
                setF({ ...f, ...read });
              }
            }}
          >
            Read from the battle
          </button>
        )}
        <button type="submit" disabled={fields.any}>
          Roll pick-up
        </button>
      </div>
    </form>
  );
}

function Area({ s, send }: { s: MissionState; send: Send }) {
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
      <strong>Units in the objective area</strong> {s.objectives.positionTakenTurn !== null && <>— taken at the end of turn {s.objectives.positionTakenTurn}</>}
      <div className="row">
        {units.map((u) => (
          <label key={u.unit.id}>
            <input
              type="checkbox"
              checked={inArea.includes(u.unit.id)}
              onChange={() => setInArea(inArea.includes(u.unit.id) ? inArea.filter((x) => x !== u.unit.id) : [...inArea, u.unit.id])}
            />{' '}
            {u.unit.name} ({u.unit.side})
          </label>
        ))}
        <button type="submit">Report the area</button>
      </div>
    </form>
  );
}

function Ceasefire({ s, send }: { s: MissionState; send: Send }) {
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
      <strong>Ceasefire terms</strong>
      <div className="row">
        <label>
          <input type="checkbox" checked={met.attacker} onChange={(e) => setMet({ ...met, attacker: e.target.checked })} /> attacker met its objectives
        </label>
        <label>
          <input type="checkbox" checked={met.defender} onChange={(e) => setMet({ ...met, defender: e.target.checked })} /> defender met its objectives
        </label>
        <label>
          field control{' '}
          <select value={field} onChange={(e) => setField(e.target.value as '' | 'attacker' | 'defender')}>
            <option value="">set by the mission</option>
            <option>attacker</option>
            <option>defender</option>
          </select>
        </label>
        <button type="submit">Agree ceasefire</button>
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
