/** Plain-text lines for M42 events, with each ruling's itemised breakdown: shared by the CLI, the API and the web log. */
import { explainRuling, formatSource } from '@marshal/core';
import type { M42Event } from './commands';
import { describeCondition } from './victory';

const indent = (text: string) => text.split('\n').map((l) => `    ${l}`);
const rolled = (roll: { faces: readonly number[]; total: number } | null) => (roll ? `rolled ${roll.faces.join('+')} = ${roll.total}` : 'no roll');

export function describeM42Event(e: M42Event): string[] {
  switch (e.type) {
    case 'moraleChecked': {
      const lines = [`Task Force Morale (${e.player}): ${e.explanation}`];
      for (const t of e.tests) {
        const who = t.tester ? `${t.tester.name}` : 'no officer';
        lines.push(`  ${t.attempt > 1 ? 're-roll: ' : ''}${who}: ${rolled(t.roll)} → ${t.success ? 'pass' : 'fail'}`, ...indent(explainRuling(t.ruling)));
      }
      return lines;
    }
    case 'victoryChecked':
      return [
        `Victory conditions (${e.player}, ${e.role}): ${e.explanation}`,
        ...e.checks.map((c) => `  ${c.met ? '✔' : '✘'} ${describeCondition(c.condition)} — ${c.explanation}`),
      ];
    case 'gameWon':
      return [`GAME OVER: ${e.winner} wins — ${e.reason} [${formatSource(e.source)}]`];
    case 'suppressionUpdated':
      return [
        `Suppression (${e.player}): ${e.changes.length ? `${e.changes.length} unit(s) change` : 'nothing to change'}`,
        ...e.changes.map(
          (c) =>
            `  ${c.player}/${c.unit}: markers ${c.markersBefore} → ${c.markersAfter}${c.hitCountDieRemoved !== null ? `, hit-count die (${c.hitCountDieRemoved}) removed` : ''}`,
        ),
      ];
    case 'reservesRolled': {
      const lines = [`Reserves (${e.player}, turn ${e.turn}): ${e.explanation} [${formatSource(e.rule.source)}]`];
      for (const r of e.rolls) lines.push(`  ${r.unit}: ${rolled(r.roll)} → ${r.arrived ? 'arrives' : 'stays in reserve'}`, ...indent(explainRuling(r.ruling)));
      return lines;
    }
    case 'phaseCompleted':
      return [`Starting phase complete for ${e.player}, turn ${e.turn}.`];
    case 'turnEnded':
      return [`Turn passes to ${e.nextPlayer} (turn ${e.turn}).`];
    case 'tableUpdated':
      return [`Table updated: ${e.changes.length} change(s).`];
  }
}
