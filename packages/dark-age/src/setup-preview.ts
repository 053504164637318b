/** What the set-up form would put on the table, drawn while it is still being filled in: numbers that do not read yet fall back to a visible default. */
import type { DaState } from './state';
import type { DaSetupForm } from './setup-form';

const orElse = (raw: string, fallback: number, min = 0): number => {
  const n = Number(raw.trim());
  return raw.trim() !== '' && Number.isFinite(n) && n > min && n <= 1000 ? n : fallback;
};

/** A drawing state only (never started or stored): the real setup comes from setupFromForm. */
export function previewState(form: DaSetupForm): DaState {
  const players = [form.players[0].trim() || 'Player 1', form.players[1].trim() || 'Player 2'];
  return {
    title: form.title,
    battlefield: {
      width: orElse(form.width, 36, 5),
      height: orElse(form.height, 36, 5),
      terrain: form.terrain.flatMap((t) => {
        const rect = { x: orElse(t.x, 0, -1), y: orElse(t.y, 0, -1), w: orElse(t.w, 0), h: orElse(t.h, 0) };
        return rect.w > 0 && rect.h > 0 ? [{ id: t.id, kind: t.kind, rect, ...(t.label ? { label: t.label } : {}) }] : [];
      }),
    },
    players,
    currentPlayer: players[form.first]!,
    turn: 1,
    markers: [],
    pendingDisembark: null,
    units: form.units.map((u) => ({
      id: u.id,
      name: u.unit.name || 'Unnamed unit',
      type: u.unit.type,
      faction: u.unit.capabilities.mercenary ? null : form.factions[u.side] || players[u.side]!,
      controller: players[u.side]!,
      baseRadius: orElse(u.unit.baseRadius, 1),
      position: u.aboard ? null : u.position,
      facing: orElse(u.facing, 0, -361),
      capacity: u.unit.capabilities.transport ? orElse(u.unit.capacity, 1) : 0,
      attacks: 1,
      ...(u.unit.capabilities.arcs && u.unit.frontArc.trim() ? { frontArc: orElse(u.unit.frontArc, 90, -1) } : {}),
      ...(u.unit.capabilities.arcs && u.unit.rearArc.trim() ? { rearArc: orElse(u.unit.rearArc, 90, -1) } : {}),
      dial: [{ speed: 0, attack: 0, defense: 0, damage: 0, minRange: 0, maxRange: 0 }],
      click: 0,
      status: 'active',
      captiveOf: null,
      aboard: u.aboard || null,
      orderTokens: 0,
      ordered: false,
    })),
  };
}
