import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DiceNeeded, PhysicalDice, SeededDice, parseWith, revealSeed, serializeRecord } from '@marshal/core';
import { type CalculatorInput, combatOptionRegistry, combatTables, manualLosInput, previewAttack, resolveCalculator } from '@marshal/battletech';
import { loadCombatUnit } from '@marshal/loaders';
import { anyObject, errorBody, jsonSchema } from '../http/schemas';
import type { RouteModule } from './index';

/** Combat ruling calculator API: the to-hit breakdown and odds, and the attack resolved with seeded or typed-in dice. */

const tags = ['combat'];
const skill = z.number().int().min(0).max(8);
const side = z.object({
  unit: z.string().min(1),
  gunnery: skill.default(4),
  piloting: skill.default(5),
  heat: z.number().int().min(0).max(99).default(0),
  hullDown: z.boolean().optional(),
  immobile: z.boolean().optional(),
  elevation: z.number().int().min(0).max(50).optional(),
});
const modifier = z.object({ id: z.string(), label: z.string(), value: z.number().int(), source: z.any() });
const attackBody = z.object({
  attacker: side,
  target: side,
  attack: z.object({
    weapon: z.string().optional(),
    physical: z.enum(['punch', 'kick', 'push', 'charge', 'dfa']).optional(),
    limb: z.enum(['LA', 'RA', 'LL', 'RL', 'FLL', 'FRL', 'RLL', 'RRL', 'CL']).optional(),
    range: z.number().int().min(0).max(100).default(1),
    attackerMoved: z.enum(['stood', 'walked', 'ran', 'jumped']).default('stood'),
    targetMoved: z.object({ hexes: z.number().int().min(0).max(50).default(0), jumped: z.boolean().default(false) }).default({ hexes: 0, jumped: false }),
    direction: z.enum(['front', 'rear', 'left', 'right']).default('front'),
    hexesMoved: z.number().int().min(0).max(50).optional(),
    los: z
      .object({
        modifiers: z.array(modifier).default([]),
        partialCover: z
          .object({
            kind: z.enum(['horizontal', 'water', 'quarter', 'vertical', 'three-quarter']),
            locations: z.array(z.string()),
            side: z.enum(['left', 'right']).optional(),
          })
          .nullable()
          .default(null),
        takingCover: z.boolean().optional(),
      })
      .optional(),
    cover: z.enum(['horizontal', 'water']).optional(),
    woods: z.enum(['light', 'heavy']).optional(),
    mode: z.string().optional(),
    flamerEffect: z.enum(['damage', 'heat']).optional(),
    secondaryTarget: z.enum(['front', 'other']).optional(),
    probeInRange: z.boolean().optional(),
    aim: z.string().min(1).max(8).optional(),
    targetInOpen: z.boolean().optional(),
    antiMech: z.enum(['leg', 'swarm', 'swarm-damage']).optional(),
    rounds: z.string().min(1).max(40).optional(),
    enemyEcm: z.boolean().optional(),
    attackerStealth: z.boolean().optional(),
  }),
  ruleset: z.array(z.string()).default([]),
  dice: z
    .discriminatedUnion('kind', [
      z.object({ kind: z.literal('none') }),
      z.object({ kind: z.literal('seeded'), seed: z.string().min(1).max(200) }),
      z.object({ kind: z.literal('physical'), faces: z.array(z.array(z.number().int())) }),
    ])
    .default({ kind: 'none' }),
});

type AttackBody = z.infer<typeof attackBody>;

function inputOf(b: AttackBody): CalculatorInput {
  const unit = (s: AttackBody['attacker'], field: string) => ({
    unit: loadCombatUnit(s.unit, field),
    gunnery: s.gunnery,
    piloting: s.piloting,
    heat: s.heat,
    ...(s.hullDown ? { hullDown: true } : {}),
    ...(s.immobile ? { immobile: true } : {}),
    ...(s.elevation !== undefined ? { elevation: s.elevation } : {}),
  });
  const { cover, woods, ...attack } = b.attack;
  const los = attack.los ?? (cover || woods ? manualLosInput(cover ?? null, woods ?? null) : undefined);
  return {
    attacker: unit(b.attacker, 'attacker.unit'),
    target: unit(b.target, 'target.unit'),
    attack: { ...attack, ...(los ? { los } : {}) } as CalculatorInput['attack'],
    ruleset: b.ruleset,
  };
}

/** Resolve a calculator request: preview always; outcome when dice are given; the next roll needed when typed-in dice run out. */
export function combatAttack(body: unknown) {
  const b = parseWith(attackBody, body, 'attack request');
  const input = inputOf(b);
  const preview = previewAttack(input);
  if (b.dice.kind === 'none') return { preview };
  try {
    const seeded = b.dice.kind === 'seeded';
    const source = b.dice.kind === 'seeded' ? SeededDice.fromSeed(b.dice.seed) : new PhysicalDice(b.dice.faces);
    const o = resolveCalculator(input, source, b.dice.kind === 'seeded' ? { kind: 'seeded', seed: b.dice.seed } : { kind: 'physical' });
    const record = serializeRecord(seeded && b.dice.kind === 'seeded' ? revealSeed(o.record, b.dice.seed) : o.record);
    return { preview, outcome: { attack: o.attack, phaseEnd: o.phaseEnd }, record };
  } catch (e) {
    if (e instanceof DiceNeeded) return { preview, diceNeeded: { count: e.request.count, sides: e.request.sides, purpose: e.request.purpose, index: e.index } };
    throw e;
  }
}

export const combatRoutes: RouteModule = async (app: FastifyInstance, { requireRole }) => {
  const anyone = requireRole('organiser', 'player', 'spectator');
  app.get(
    '/combat/options',
    { preHandler: anyone, schema: { tags, summary: 'Combat options (Solaris VII Stable Challenge §8–§9) and presets', response: { 200: anyObject } } },
    async () => ({
      options: combatOptionRegistry.options.map((o) => ({ id: o.id, title: o.title, description: o.description, conflicts: o.conflicts ?? [] })),
      presets: combatOptionRegistry.presets ?? [],
      tables: combatTables.map((t) => ({ id: t.id, title: t.title })),
    }),
  );
  app.post(
    '/combat/attack',
    {
      preHandler: anyone,
      schema: {
        tags,
        summary: 'Ruling calculator: to-hit breakdown, odds and (with dice) the resolved attack',
        body: jsonSchema(attackBody),
        response: { 200: anyObject, 400: errorBody },
      },
    },
    async (request) => combatAttack(request.body),
  );
};
