import {
  type CampaignEvent,
  type CampaignRules,
  type CampaignState,
  campaignRules,
  SCENARIO_TITLES,
  campaignModule,
  campaignTimeline,
  sampleCampaignSetup,
  scenarioBriefings,
  unit,
} from '@marshal/campaign';
import { type LiveGame, type Roll, ScriptedDice, SeededDice, playCommand, startGame } from '@marshal/core';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_GROUPS, DICE_GROUPS, REASON_GROUPS } from './engine-text';
import { type Shown, de, englishLeft, labelGroups } from './engine-text.testing';

const pairs = (...p: [number, number][]) => new ScriptedDice(p.flat());

/** A campaign played command by command; refused commands are kept with their reasons and leave the game as it was. */
class Campaign {
  game: LiveGame;
  readonly refusals: string[] = [];
  /** The scenario briefings the page showed after each command. */
  readonly briefings: Shown[] = [];
  constructor(dice: 'scripted' | { seed: string }) {
    this.game = startGame(campaignModule, {
      setup: sampleCampaignSetup(),
      dice: dice === 'scripted' ? { kind: 'scripted' } : { kind: 'seeded', seed: dice.seed },
    });
  }
  play(command: object, dice: ScriptedDice | SeededDice = new ScriptedDice([])): this {
    const r = playCommand(this.game, command, dice);
    if (r.ok) {
      this.game = r.game;
      for (const b of scenarioBriefings(this.state, campaignRules(this.state, this.game.ruleset.rules as CampaignRules)))
        this.briefings.push(...[b.title, b.deploymentNote, b.wins, ...b.roles].map((text): Shown => [text, CAMPAIGN_GROUPS]));
    } else this.refusals.push(r.rejection.reason);
    return this;
  }
  win(winner: 'attacker' | 'defender', attacker: string[], defender: string[], extra: object = {}, events: string[] = []): this {
    return this.play({ type: 'reportBattle', winner, attacker, defender, ...extra }).play({ type: 'nextTurn', events });
  }
  get state(): CampaignState {
    return this.game.state as CampaignState;
  }
}

/** The sample campaign from a lost landing through the scenario chain to the attacker's victory, with refusals on the way. */
function longCampaign(): Campaign {
  const c = new Campaign('scripted');
  c.play({ type: 'landing', modifier: 4, defender: [] }).play({ type: 'meetingEngagement', attacker: ['spider'], defender: ['s1-a'] });
  const attacks: [number, number][] = [[6, 6], [6, 6], ...Array.from({ length: 10 }, () => [1, 1] as [number, number])];
  c.play({ type: 'landing', modifier: -3, defender: ['warhammer', 'schrek'] }, pairs([6, 5], ...attacks));
  c.win('defender', [], [], { attacker: undefined, defender: undefined, destroyed: ['jenner-2'] }, ['A dropship was lost in orbit']);
  c.play({ type: 'landing', modifier: 0, defender: ['warhammer'] }).play({ type: 'landing', defender: ['warhammer'], defenderSpend: 10_801 });
  c.play({ type: 'landing', defender: ['warhammer', 'schrek'], defenderSpend: 7200 });
  c.win('attacker', [], [], { attacker: undefined, defender: undefined, damaged: ['warhammer'] });
  c.play({ type: 'meetingEngagement', attacker: ['atlas'], defender: ['s1-a'] }, pairs([3, 4]));
  c.play(
    {
      type: 'meetingEngagement',
      attacker: ['jenner-1', 'ostscout', 'spider'],
      defender: ['s1-a', 's1-b', 's1-c', 's1-d', 's1-e', 's2-a', 's2-b', 's2-c', 's2-d', 's2-e'],
    },
    pairs([5, 4]),
  );
  c.play({ type: 'meetingEngagement', attacker: ['spider'], defender: ['s1-a'] });
  c.win('attacker', [], [], { attacker: undefined, defender: undefined });
  c.win('attacker', ['atlas', 'spider'], ['s2-a', 'warhammer']);
  c.win('attacker', ['atlas'], ['s2-a'], { destroyed: ['s2-a'], salvage: ['s2-a'] });
  c.play({ type: 'reportBattle', winner: 'attacker', attacker: ['spider'], defender: ['warhammer'] });
  c.play({
    type: 'receiveSupport',
    side: 'attacker',
    group: {
      id: 'second-wave',
      name: 'Second wave',
      role: 'line',
      lances: [{ id: 'sw-lance', name: 'Second wave lance', units: [unit('Griffin GRF-1N', 5, 5, { id: 'sw-griffin', tonnage: 55 })] }],
    },
  });
  c.win('defender', ['atlas', 'marauder'], ['warhammer', 'schrek'], { destroyed: ['marauder'] });
  c.win('attacker', ['atlas', 'spider'], ['warhammer']);
  c.win('attacker', ['atlas'], ['warhammer']);
  c.win('attacker', ['spider'], ['warhammer']);
  c.win('attacker', ['atlas', 's2-a'], ['warhammer', 'schrek']);
  c.play({ type: 'nextTurn' });
  return c;
}

/** A seeded campaign the defender wins: an unopposed landing, then three defender victories; and one conceded. */
function shortCampaigns(): Campaign[] {
  const seed = 'campaign-seed';
  let dice = SeededDice.fromSeed(seed, 'main');
  const c = new Campaign({ seed });
  const go = (cmd: object) => {
    c.play(cmd, dice);
    dice = SeededDice.fromState(dice.save());
  };
  go({ type: 'landing', modifier: 3, defender: [] });
  go({ type: 'nextTurn' });
  go({ type: 'meetingEngagement', attacker: ['spider'], defender: ['s1-a'] });
  for (const winner of ['defender', 'defender', 'defender'] as const) {
    go({
      type: 'reportBattle',
      winner,
      attacker: c.state.scenario.participants?.attacker ?? ['atlas'],
      defender: c.state.scenario.participants?.defender ?? ['warhammer'],
    });
    go({ type: 'nextTurn' });
  }
  const conceded = new Campaign('scripted').play({ type: 'concede', side: 'attacker', reason: 'the employer withdrew' });
  return [c, conceded];
}

/** What the campaign page shows of a game: the timeline's lines and rolls, the rulings behind them, how it ended, the refusals. */
function shown(c: Campaign): Shown[] {
  const out: Shown[] = [];
  const name = (id: string) => c.state.units[id]?.unit.name ?? id;
  for (const turn of campaignTimeline(c.game.record.entries as never, name)) {
    out.push([SCENARIO_TITLES[turn.scenario], CAMPAIGN_GROUPS]);
    for (const entry of turn.entries) {
      for (const r of entry.rolls as Roll[]) out.push([r.purpose, CAMPAIGN_GROUPS]);
      for (const { event, text } of entry.events) {
        out.push([text, CAMPAIGN_GROUPS]);
        out.push(...details(event));
      }
    }
  }
  if (c.state.ended) out.push([c.state.ended.reason, REASON_GROUPS]);
  out.push(...c.refusals.map((r): Shown => [r, REASON_GROUPS]), ...c.briefings);
  return out;
}

function details(e: CampaignEvent): Shown[] {
  const labels = (mods: readonly { id: string; label: string }[]): Shown[] => mods.map((m) => [m.label, labelGroups(m.id)]);
  if (e.type === 'landingAttacksRolled') return labels(e.modifiers);
  if (e.type === 'landingRolled') return [[e.row.label, CAMPAIGN_GROUPS], ...labels([e.modifier])];
  if (e.type === 'meetingEngagementRolled')
    return [...e.lances.flatMap((l) => labels(l.modifiers)), ...labels(e.sideModifiers), [e.row.title, CAMPAIGN_GROUPS], [e.row.label, CAMPAIGN_GROUPS]];
  return [];
}

/** The names the players gave (units, sides, lances) and what they typed (event notes, why a side conceded) are written as they are. */
const names = (games: readonly Campaign[]) =>
  games.flatMap((c) => [
    ...c.game.record.entries.flatMap((e) => [...((e.command as { events?: string[] }).events ?? []), (e.command as { reason?: string }).reason ?? '']),
    ...Object.entries(c.state.units).flatMap(([id, u]) => [id, u.unit.name]),
    ...Object.values(c.state.sides).map((s) => s.name),
    ...Object.values(c.state.groups).map((g) => g.name),
  ]);

describe('the operational campaign in German (ADR 0036)', () => {
  it('every timeline line, roll, modifier, refusal and ending of campaigns played through the scenario chain reads German', () => {
    const games = [longCampaign(), ...shortCampaigns()];
    const texts = games.flatMap(shown);
    expect(games.every((g) => g.state.ended)).toBe(true);
    expect(texts.length).toBeGreaterThan(80);
    expect(englishLeft(texts, names(games))).toEqual([]);
    expect(de('attacker pays 99 logistics (landing, ×3 for 6 unit(s))', CAMPAIGN_GROUPS)).toBe('Angreifer zahlt 99 Logistik (Landung, ×3 für 6 Einheit(en))');
    expect(de('Victory determination: the attacker won the Assault (siege) → campaign won by the attacker', CAMPAIGN_GROUPS)).toBe(
      'Siegesermittlung: Der Angreifer hat Sturmangriff (Belagerung) gewonnen → Kampagne gewonnen vom Angreifer',
    );
  });

  it('a battle is named by its turn, scenario and how it was fought (no record id), in German too', () => {
    expect(de('Battle of turn 3 (Advance, played digitally): the attacker won; Atlas AS7-D destroyed', CAMPAIGN_GROUPS)).toBe(
      'Gefecht in Zug 3 (Vormarsch, digital gespielt): Der Angreifer hat gewonnen; Atlas AS7-D zerstört',
    );
    expect(de('Battle (entered at the table): the defender won; no losses', CAMPAIGN_GROUPS)).toBe(
      'Gefecht (am Tisch gespielt und eingetragen): Der Verteidiger hat gewonnen; keine Verluste',
    );
    const started =
      'Advance fought as a digital battle: attacker Atlas AS7-D (Edge — enter through the home edge, south edge); ' +
      'defender Warhammer WHM-6R (Board — set up anywhere on the map, north edge) — the note [Tactical Handbook, p. 1]';
    expect(englishLeft([[started, CAMPAIGN_GROUPS]], ['Atlas AS7-D', 'Warhammer WHM-6R', 'the note', 'Tactical Handbook, p. 1'])).toEqual([]);
  });
});

describe('a campaign roll asked of the table, in German (the dice-entry box)', () => {
  it('names the landing roll, each landing attack and the meeting engagement in German', () => {
    expect(de('Landing attack 1 of 2 on Jenner JR7-D (defender rolls, 8+ hits)', DICE_GROUPS)).toBe(
      'Landungsangriff 1 von 2 auf Jenner JR7-D (der Verteidiger würfelt, 8+ trifft)',
    );
    expect(de('Landing roll: 2D6 + landing modifier (attacker rolls)', DICE_GROUPS)).toBe('Landungswurf: 2W6 + Landungsmodifikator (der Angreifer würfelt)');
  });
});
