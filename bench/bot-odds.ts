// `npx tsx bench/bot-odds.ts [runs] [pairing…]`: the quick simulation bot against the full bot (ADR 0045), printed as
// the Markdown rows of docs/battle.md's table. Each pairing plays `runs` duels of each kind (quick as A vs full as B,
// the reverse, full vs full, quick vs quick) on the same dice streams; `quickBotOdds` is the procedure, pinned by
// packages/battletech/src/bot/bot-odds.test.ts on a small sample.
import { resolve } from 'node:path';
import { type Proportion, combatRuleset, quickBotOdds } from '@marshal/battletech';
import { setupOf } from './duel-fingerprint';

export const PAIRINGS = [
  { a: 'Hunchback HBK-4G', b: 'Wolverine WVR-6R', movement: 'simultaneous' },
  { a: 'Jenner JR7-D', b: 'Griffin GRF-1N', movement: 'alternating' },
  { a: 'Griffin GRF-1N', b: 'Wolverine WVR-6R', movement: 'simultaneous' },
] as const;

const pct = (x: Proportion) => `${(100 * x.p).toFixed(1)}% (${(100 * x.low).toFixed(1)}–${(100 * x.high).toFixed(1)})`;

function main(): void {
  const [runsText, ...which] = process.argv.slice(2);
  const runs = Number(runsText ?? 1000);
  const rules = combatRuleset(['solaris-vii']).rules;
  for (const [i, p] of PAIRINGS.entries()) {
    if (which.length && !which.includes(String(i))) continue;
    const t0 = process.cpuUsage();
    const o = quickBotOdds(setupOf(p.a, p.b, p.movement), rules, 'bot-odds', runs);
    const cpu = process.cpuUsage(t0);
    console.log(
      `| ${p.a} 3/4 vs ${p.b} 4/5, ${p.movement} | ${runs} | ${pct(o.quickWins)} | ${pct(o.fullWins)} | ${pct(o.neither)} | ` +
        `${pct(o.fullVsFull)} | ${pct(o.quickVsQuick)} | ${(100 * o.shift).toFixed(1)} |  <!-- CPU ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s -->`,
    );
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
