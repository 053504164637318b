import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRecord, verifyRecord } from '@marshal/core';
import { campaignModule, sampleCampaignSetup } from '@marshal/campaign';
import type { MarshalServer } from '../app';
import { createTestServer, testBackends } from '../testing';
import { DEMO_CAMPAIGN_TITLE, campaignDemo } from '../demo/campaign-demo';

type View = {
  campaign: { id: string; version: number };
  state: { turn: number; scenario: { type: string; status: string }; ended?: { winner: string } };
  timeline: { turn: number; scenario: string; entries: { events: { text: string }[] }[] }[];
};

describe.each(testBackends())('campaign API on %s', (backend) => {
  let server: MarshalServer;
  const post = (url: string, payload: object) => server.app.inject({ method: 'POST', url, payload });
  const get = (url: string) => server.app.inject({ url });

  beforeAll(async () => {
    server = await createTestServer({ backend });
  });
  afterAll(async () => server.close());

  it('creates a campaign, plays the landing with physical dice, refuses a bad modifier with the rule, and shows the timeline', async () => {
    const created = await post('/api/campaigns', { setup: sampleCampaignSetup(), dice: 'physical' });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as View).campaign.id;

    const bad = await post(`/api/campaigns/${id}/commands`, { expectedVersion: 0, command: { type: 'landing', modifier: 5, defender: [] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ error: 'rejected', rejection: { field: 'modifier', rule: expect.stringContaining('Tactical Handbook') } });

    const landing = { type: 'landing', modifier: -3, defender: ['warhammer'] };
    const ask = await post(`/api/campaigns/${id}/commands`, { expectedVersion: 0, command: landing });
    expect(ask.json()).toMatchObject({ status: 'dice-needed', diceNeeded: { count: 2, sides: 6, purpose: expect.stringMatching(/Landing roll/) } });
    const done = await post(`/api/campaigns/${id}/commands`, { expectedVersion: 0, command: landing, dice: [[1, 2]] });
    expect(done.statusCode).toBe(201);
    const next = await post(`/api/campaigns/${id}/commands`, { expectedVersion: 1, command: { type: 'nextTurn' } });
    expect(next.statusCode).toBe(201);

    const view = (await get(`/api/campaigns/${id}`)).json() as View;
    expect(view.state).toMatchObject({ turn: 2, scenario: { type: 'meeting-engagement', status: 'awaiting-roll' } });
    expect(view.timeline.map((t) => t.scenario)).toEqual(['landing', 'meeting-engagement']);
    expect(view.timeline[0]!.entries.flatMap((e) => e.events.map((x) => x.text)).join('\n')).toMatch(
      /Landing roll 2d6 \[1, 2\] = 3 -3 = 0: Unseen — no contact \[default — source table not available/,
    );
    expect((await get('/api/campaigns')).json()).toEqual(expect.arrayContaining([expect.objectContaining({ id, module: 'campaign' })]));
    expect((await get(`/api/campaigns/${id}/verify`)).json()).toMatchObject({ ok: true, entries: 2 });
    const record = parseRecord((await get(`/api/games/${id}/record`)).body);
    expect(verifyRecord(campaignModule, record).ok).toBe(true);
  });

  it('refuses a setup over budget, naming the field', async () => {
    const setup = sampleCampaignSetup();
    setup.attacker.budget = 10;
    const r = await post('/api/campaigns', { setup });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ error: 'over-budget', location: { file: 'setup', field: 'attacker.budget' } });
  });

  it('resolves units named from the bundled catalog', async () => {
    const setup = sampleCampaignSetup();
    (setup.attacker.groups[0]!.lances[0]!.units as unknown[]).push({ id: 'scout-2', catalog: 'Ostscout OTT-7Jb', pilot: { name: 'Kim' } });
    const r = await post('/api/campaigns', { setup });
    expect(r.statusCode).toBe(201);
    expect((r.json() as { state: { units: Record<string, { unit: object }> } }).state.units['scout-2']!.unit).toMatchObject({
      name: 'Ostscout OTT-7Jb',
      equipment: ['beagle-active-probe'],
    });
  });

  it('seeds a demo campaign once, waiting for its meeting engagement', async () => {
    await campaignDemo.seed({ store: server.store });
    await campaignDemo.seed({ store: server.store });
    const demos = ((await get('/api/campaigns')).json() as { id: string; title: string }[]).filter((c) => c.title === DEMO_CAMPAIGN_TITLE);
    expect(demos).toHaveLength(1);
    const view = (await get(`/api/campaigns/${demos[0]!.id}`)).json() as View;
    expect(view.state).toMatchObject({ turn: 3, scenario: { type: 'meeting-engagement', status: 'awaiting-roll' } });
  });

  it('serves the default tables as editable JSON with the options', async () => {
    const d = (await get('/api/campaigns/defaults')).json() as { tables: { landing: { rows: unknown[] } }; options: { id: string }[] };
    expect(d.tables.landing.rows.length).toBeGreaterThan(3);
    expect(d.options.map((o) => o.id)).toContain('landing-logistics-when-won');
  });
});
