import { describe, expect, it } from 'vitest';
import { useBrowser } from './harness';

const NBSP = '\u00a0';

describe('German interface in a de-DE browser (issue #22 item 4, ADR 0036)', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it('opens in German from the browser language: <html lang="de">, header, start page and page titles', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: 'Hauptmenü' });
    await nav.getByRole('link', { name: 'Regelwürfe' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.getByRole('combobox', { name: 'Sprache' }).inputValue()).toBe('de');
    expect(await page.locator('.lede').innerText()).toContain('Jede Regelentscheidung erklärt sich selbst');
    expect(await page.getByRole('list', { name: 'Bereiche' }).innerText()).toContain('Die Startphase von M42 (WarStrike)');
    expect(await nav.getByRole('link', { name: 'Einheiten' }).count()).toBe(1);
    await nav.getByRole('link', { name: 'Regelwürfe' }).click();
    await expect.poll(() => page.url()).toBe(url('/rulings'));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Regelwürfe');
    expect(await page.title()).toBe('Regelwürfe · Marshal');
    expect(errors).toEqual([]);
  });

  it('writes numbers the German way: decimal comma, space before %, rule terms in German', async () => {
    const { page } = h();
    const ruling = page.locator('details.ruling').first();
    expect(await ruling.locator('summary').innerText()).toMatch(new RegExp(`Waffenangriff\\s+2d6 ≥ 7\\s+58,33${NBSP}%`));
    expect(await ruling.locator('.odds-line').innerText()).toBe(`Genaue Wahrscheinlichkeit: 58,33${NBSP}% (21 von 36 Ergebnissen)`);
    expect(await ruling.locator('tfoot').innerText()).toMatch(/= 7\s+Mindestwurf: 2d6 mindestens 7/);
    expect(await ruling.locator('thead').innerText()).toMatch(/Wert\s+Modifikator\s+Quelle/);
    await page.getByLabel('Würfel', { exact: true }).fill('40d6');
    expect(await ruling.locator('.odds-line').innerText()).toMatch(
      /^Genaue Wahrscheinlichkeit: 100,00\s%\s\((\d{1,3}(\.\d{3})+) von (\d{1,3}(\.\d{3})+) Ergebnissen\)$/,
    );
    await page.getByLabel('Würfel', { exact: true }).fill('2d6');
    await page.getByRole('button', { name: 'Würfeln' }).first().click();
    expect(await page.getByRole('list', { name: 'Würfe' }).innerText()).toMatch(/(Erfolg|Fehlschlag): \d+ gewürfelt/);
  });

  it('explains a to-hit number in German: ruling label, modifiers and the reason a shot is impossible (engine words)', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/combat'));
    await page.getByRole('button', { name: 'Erklären' }).click();
    const ruling = page.getByTestId('attack-ruling').locator('details.ruling').first();
    await expect.poll(() => ruling.locator('summary').innerText()).toMatch(new RegExp(`→ .+: Medium Laser auf Entfernung 5\\s+2d6 ≥ 10\\s+16,67${NBSP}%`));
    const rows = (await ruling.locator('tbody tr').allInnerTexts()).join('\n');
    expect(rows).toMatch(/\+2\s+Angreifer rannte\s+Total Warfare/);
    expect(rows).toMatch(/^4\s+Gunnery 4\s/m);
    expect(rows).toMatch(/mittlere Reichweite \(4–6\)/);
    expect(rows).not.toMatch(/attacker|target moved|range \(/);
    await page.getByRole('spinbutton', { name: 'Entfernung' }).fill('12');
    await page.getByRole('button', { name: 'Erklären' }).click();
    await expect.poll(() => ruling.locator('.automatic').innerText()).toMatch(/Entfernung 12 liegt außerhalb der Reichweite 1–9 von Medium Laser/);
    expect(errors).toEqual([]);
  });

  it('names the optional rules of a new battle and the house rules of a new tournament in German, by their ids', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/battles'));
    const optional = page.getByRole('group', { name: 'Optionale Regeln' });
    await optional.getByText('Gewichtsklassen-Modifikatoren für physische Angriffe').waitFor();
    expect(await optional.innerText()).not.toContain('Weight-class physical attack modifiers');
    await page.goto(url('/tournaments'));
    const form = page.getByRole('form', { name: 'Neues Turnier' });
    await form.getByText('Ein Freilos zählt nichts').waitFor();
    expect(await form.innerText()).toContain('Kartenrollen nach fähigkeitsangepasster BV');
    expect(errors).toEqual([]);
  });

  it('shows a roll table of the rulings explorer in German: title, note and rows', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/rulings?table=aimed-shot'));
    const table = page.getByRole('article', { name: 'Gezielter Schuss: trifft er die gewählte Trefferzone?' });
    await table.getByRole('heading', { level: 3 }).waitFor();
    expect(await table.locator('tbody').innerText()).toContain('Ziel verfehlt: Trefferzone normal auswürfeln');
    await page.goto(url('/rulings?table=cluster-hits'));
    await page.getByText('Werfer, die größer als eine Spalte sind').waitFor();
    expect(errors).toEqual([]);
  });

  it('writes the Solaris VII tiebreakers in German (engine lines under "tournament")', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/tournaments'));
    const form = page.getByRole('form', { name: 'Neues Turnier' });
    // The tiebreakers are listed by their German names, in order, never by their ids.
    await form.getByText('a) mehr vernichtete ’Mechs', { exact: true }).first().waitFor();
    expect(await form.innerText()).toContain('e) weniger Präzisionsmunitions-Punkte im ganzen Roster');
    expect(await form.innerText()).not.toMatch(/more-kills|fewer-roster-precision-points/);
    expect(errors).toEqual([]);
  });

  it('shows the units catalog and its record sheet in German, numbers grouped the German way', async () => {
    const { page, url, errors } = h();
    // The server reads every unit file on first use; warm it so the page's own waits stay short.
    expect((await page.request.get(url('/api/catalog/stats'), { timeout: 120_000 })).ok()).toBe(true);
    await page.goto(url('/units'));
    await page.getByRole('searchbox', { name: 'Einheiten suchen' }).fill('Atlas AS7');
    await page
      .getByRole('region', { name: 'Suchergebnisse' })
      .getByRole('link', { name: /^Atlas AS7-D\b/ })
      .first()
      .click();
    const card = page.getByRole('article', { name: 'Einheitenbogen: Atlas AS7-D' });
    await expect.poll(() => card.getByTestId('unit-movement').textContent()).toBe('Gehen 3 / Rennen 5 / Springen 0');
    expect(await card.getByTestId('unit-bv').textContent()).toMatch(/^BV \d\.\d{3}$/);
    expect(await card.getByRole('heading', { level: 3 }).allTextContents()).toEqual(expect.arrayContaining(['Waffen und Ausrüstung', 'Hitze']));
    expect(await page.getByTestId('result-count').textContent()).toMatch(/^\d+ Einheit(en)?/);
    expect(errors).toEqual([]);
  }, 150_000); // the first catalog request reads every unit file

  it('switches back to English in the page and keeps the choice after a reload', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/rulings'));
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('heading', { level: 1, name: 'Rulings explorer' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.title()).toBe('Rulings · Marshal');
    expect(await page.locator('details.ruling .odds-line').first().innerText()).toBe('Exact odds: 58.33% (21 of 36 outcomes)');
    await page.goto(url('/'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Rulings' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('navigation', { name: 'Hauptmenü' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(errors).toEqual([]);
  });
});

/** Text of a translation key shown as itself (a key missing from its namespace): `area.word` or `area.word.word`. */
const RAW_KEY_AREAS = [
  'list',
  'desk',
  'public',
  'table',
  'prize',
  'chart',
  'sheets',
  'extras',
  'signUp',
  'players',
  'duel',
  'digital',
  'map',
  'roster',
  'clock',
  'page',
  'new',
  'actions',
  'seats',
  'orders',
  'plot',
  'fire',
  'physical',
  'sheet',
  'board',
  'log',
  'replay',
  'controls',
  'builder',
  'saved',
  'search',
  'wizard',
  'tracker',
  'briefing',
  'status',
  'force',
  'hand',
  'choices',
  'panels',
  'matrix',
  'standing',
  'unit',
  'totals',
  'ledger',
  'started',
  'next',
  'unitStatus',
  'pilotStatus',
  'taskForce',
  'labels',
  'start',
  'game',
  'combat',
  'dial',
  'units',
  'terrain',
  'json',
];
const RAW_KEY = new RegExp(`\\b(?:${RAW_KEY_AREAS.join('|')})\\.[a-z][A-Za-z-]*\\b`);

describe('German tournament, battle, mission, simulation and campaign pages (de-DE)', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it.each([
    ['/tournaments', 'Turniere', 'Turnier anlegen'],
    ['/missions', 'Missionen', 'Diese Mission verfolgen'],
    ['/simulate', 'Ein Duell simulieren', 'Simulation starten'],
    ['/simulate/matrix', 'Paarungsmatrix der Roster', 'Matrix berechnen'],
    ['/campaigns', 'Kampagnen', 'Kampagne starten'],
    ['/m42', 'M42 Starting Phase', 'Schlacht starten'],
    ['/contracts', 'Verträge', 'Vertrag beginnen'],
  ])('%s: German heading and buttons, no key shown as text', async (path, heading, button) => {
    const { page, url, errors } = h();
    await page.goto(url(path));
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.getByRole('button', { name: button }).count()).toBeGreaterThan(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    expect(await page.locator('main, body').first().innerText()).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
  });

  it("shows a mission's set-up sheet in German: summary, numbers, deployment, special rules, withdrawal and turn track", async () => {
    const { page, url, errors } = h();
    await page.goto(url('/missions'));
    await page.getByRole('combobox', { name: /^Mission/ }).selectOption('sabotage');
    const sheet = page.getByRole('region', { name: 'Aufbaubogen' });
    await sheet.waitFor();
    await expect.poll(() => sheet.innerText()).toContain('Konstruktionsfaktor jedes Zielgebäudes');
    const text = await sheet.innerText();
    expect(text).toContain('Ein schneller Überfall auf wichtige Anlagen');
    expect(text).toMatch(/\d+ \(\d+ t ÷ 4, aufgerundet\)/);
    expect(text).toContain('Verteidiger: beliebig, aber nicht innerhalb von 9 Feldern vom Rand des Angreifers');
    expect(text).toContain('Gebäude sind unbewegliche Strukturen, −4 auf den Trefferwurf');
    expect(text).toContain('über den gegenüberliegenden Rand oder einen Flankenrand, nach den allgemeinen Regeln für Forced Withdrawal');
    expect(text).toMatch(/nach Zug \d+: ab jetzt kann ein Waffenstillstand vereinbart werden/);
    // The sources in brackets stay English (document titles and their notes).
    expect(text.replace(/\[[^\]]*\]/g, '')).not.toMatch(/rounded up|deployment zone|per the common|may be agreed/);
    expect(errors).toEqual([]);
  }, 120_000); // the first page this server builds and serves: once over 30 s on the shared machine

  it('creates a tournament from the German form and shows its desk and standings in German', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/tournaments'));
    const form = page.getByRole('form', { name: 'Neues Turnier' });
    await form.getByLabel('Titel').fill('Pokal Solaris');
    expect(await form.getByLabel('Paarung').locator('option').first().textContent()).toMatch(/^Schweizer System/);
    await form.getByRole('button', { name: 'Turnier anlegen' }).click();
    await expect.poll(() => page.url()).toMatch(/\/tournaments\/[^/]+$/);
    await page.getByRole('heading', { level: 2, name: 'Spieler (0)' }).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Platzierungen' }).count()).toBe(1);
    expect(await page.getByRole('table', { name: 'Platzierungen' }).locator('thead').innerText()).toMatch(/Spieler\s+Pkt\./);
    expect(await page.locator('main, body').first().innerText()).not.toMatch(RAW_KEY);
    await page.getByRole('link', { name: 'Platzierungen', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Pokal Solaris — Platzierungen' }).waitFor();
    expect(await page.getByText('Nach 0 von 6 Duellen.').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('starts a battle from the German form and plays it with German buttons, record sheets and log', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/battles'));
    await page.getByRole('heading', { level: 1, name: 'Neues Gefecht' }).waitFor();
    const form = page.getByRole('form', { name: 'Neues Gefecht' });
    expect(await form.getByRole('group', { name: 'Seite A' }).count()).toBe(1);
    // The first visit to a fresh server loads the catalog for the default sides before the form can start.
    await expect.poll(() => form.getByRole('status', { name: 'Summen von Seite A' }).innerText(), { timeout: 120_000 }).toMatch(/^1 Einheit · \d+ t · BV /);
    expect(await form.innerText()).not.toMatch(RAW_KEY);
    const gunnery = form.getByLabel('Unit 1 (Hunchback HBK-4G): Gunnery').first();
    await gunnery.fill('-5');
    expect(await gunnery.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByRole('listitem', { name: 'Unit 1 (Hunchback HBK-4G)' }).first().innerText()).toMatch(
      /Gunnery muss eine ganze Zahl von 0 bis 8 sein, nicht -5/,
    );
    await gunnery.fill('4');
    await form.getByRole('button', { name: 'Gefecht starten' }).click({ timeout: 90_000 });
    await expect.poll(() => page.url()).toMatch(/\/battles\/[^/]+$/);
    await page.getByRole('button', { name: 'Initiative würfeln' }).click();
    await expect.poll(() => page.locator('.phase-banner').innerText()).toMatch(/^Runde 1 von 20 · Bewegung \(schriftliche Befehle\)/);
    expect(await page.getByRole('heading', { name: 'Protokoll' }).count()).toBe(1);
    expect(await page.locator('.battle-log').innerText()).toMatch(/Runde 1: .+ gewinnt die Initiative/);
    expect(await page.getByRole('region', { name: 'Spielfeldansicht' }).count()).toBe(1);
    expect(await page.getByRole('article', { name: 'Einheitenbogen: Hunchback HBK-4G' }).innerText()).toMatch(/Gunnery 4 \/ Piloting 5/);
    expect(await page.locator('main, body').first().innerText()).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
  }, 240_000);

  it('shows a contract in German: terms in C-Noten grouped the German way, force, ledger and the next-mission form', async () => {
    const { page, url, server, errors } = h();
    const inject = async (path: string, payload: object) => {
      const r = await server.app.inject({ method: 'POST', url: `/api${path}`, payload });
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json() as { contract: { id: string }; mission: { id: string } };
    };
    const units = [{ unitId: 'hunchback-hbk-4g', chassis: 'Hunchback', model: 'HBK-4G', pilot: { name: 'Dan', gunnery: 4, piloting: 5 } }];
    const terms = { unitName: 'Kell Hounds', employer: 'Lyranisches Commonwealth', force: { name: 'Lanze', units }, contractValue: 2_000_000, payPercent: 50 };
    const c = (await inject('/contracts', terms)).contract.id;
    const tracked = { expectedVersion: 0, mission: 'open-engagement', side: 'attacker', opponent: [{ id: 'd1', unit: 'Marauder MAD-3R' }] };
    const first = (await inject(`/contracts/${c}/next-mission`, tracked)).mission.id;
    await inject(`/games/${first}/commands`, {
      expectedVersion: 0,
      command: { type: 'reportDamage', unit: 'u1', facts: { armourStripped: ['LA'], destroyed: [] } },
    });
    await inject(`/games/${first}/commands`, { expectedVersion: 1, command: { type: 'destroyUnit', unit: 'd1', cause: 'cockpit' } });
    await inject(`/contracts/${c}/missions`, { expectedVersion: 1, mission: first });

    await page.goto(url(`/contracts/${c}`));
    await page.getByRole('heading', { level: 1, name: 'Kell Hounds' }).waitFor();
    expect(await page.locator('.lede').innerText()).toContain(
      `Für Lyranisches Commonwealth: Vertrag über 2.000.000 C-Noten, 50${NBSP}% je Mission = 1.000.000 C-Noten vertraglicher Sold.`,
    );
    expect(await page.getByRole('heading', { level: 2, name: 'Streitmacht für die nächste Mission' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Kontobuch' }).count()).toBe(1);
    const entry = page.getByRole('article', { name: 'Mission 1: Open Engagement' });
    expect(await entry.getByRole('heading', { level: 3 }).innerText()).toMatch(
      /^Mission 1: Open Engagement als Angreifer — (vollständiger Sieg|Unentschieden|Niederlage)$/,
    );
    expect(await entry.innerText()).toMatch(/C-Noten \(\d+\s%\sSold\) · Lyranisches Commonwealth [+-]\d+ · laufende Summe [\d.]+ C-Noten/);
    const ledger = await entry.locator('.contract-lines').innerText();
    expect(ledger).toMatch(/^Sold: 2,000,000 C-Noten × 50 % = 1,000,000 C-Noten vereinbarter Sold; .+ als Angreifer bringt \d+ % → /m);
    expect(ledger).toMatch(/^Besatzung: Dan ist unverletzt/m);
    expect(ledger).toMatch(/^Einheit: .+: LA Panzerung weg/m);
    // The mission status's own reasons inside the ledger's "field:" and "outcome:" lines (engine words, session 9).
    expect(ledger).toMatch(/^Schlachtfeld: der Verteidiger hat keine Einheiten mehr auf dem Spielfeld; der Angreifer hält es/m);
    expect(ledger).toMatch(/^Ausgang: der Verteidiger hat keine Einheiten mehr auf dem Spielfeld/m);
    const next = page.getByRole('region', { name: 'Nächste Mission beginnen' });
    expect(await next.getByTestId('carries-u1').innerText()).toBe('LA Panzerung weg');
    expect(await next.getByRole('table', { name: 'Vertragseinheiten für die nächste Mission' }).locator('thead').innerText()).toMatch(/Kämpft\s+Pilot/);
    expect(await next.getByRole('button', { name: 'Nächste Mission beginnen' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Vertrag abschließen' }).count()).toBe(1);
    expect(await page.locator('main, body').first().innerText()).not.toMatch(RAW_KEY);

    // The same mission's status panel: its reason, who holds the field and why, in German.
    await page.goto(url(`/missions/${first}`));
    const status = page.getByRole('region', { name: 'Missionsstand' });
    await expect.poll(() => status.innerText(), { timeout: 30_000 }).toContain('der Verteidiger hat keine Einheiten mehr auf dem Spielfeld');
    expect(await status.innerText()).toContain('Bergung: Angreifer — der Verteidiger hat keine Einheiten mehr auf dem Spielfeld; der Angreifer hält es');
    expect(await page.locator('.lede').innerText()).toContain('das Spiel ist beendet: jede Einheit des Verteidigers wurde zerstört');
    expect(errors).toEqual([]);
  }, 120_000); // the first page this server builds and serves: once over 30 s on the shared machine
});

describe('German Fire for Effect pages (de-DE)', () => {
  const h = useBrowser({ locale: 'de-DE' });

  it('sets up a table in German: sides, terrain, units and the dial editor, inches with a decimal comma', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/dark-age'));
    await page.getByRole('heading', { level: 1, name: 'Fire for Effect' }).waitFor();
    const form = page.getByRole('form', { name: 'Eine Fire-for-Effect-Partie starten' });
    expect(await form.getByRole('group', { name: 'Seiten und Tisch' }).count()).toBe(1);
    expect(await form.getByLabel('Tischbreite (″)').count()).toBe(1);
    expect(await form.getByRole('button', { name: 'Partie starten' }).count()).toBe(1);
    await form.getByRole('button', { name: 'Das Flussübergang-Beispiel verwenden' }).click();
    expect(await form.getByLabel('Gelände 1 Art').locator('option:checked').textContent()).toBe('Blockierend');
    const side = form.getByRole('region', { name: /^Einheiten von / }).first();
    expect(await side.getByRole('heading', { level: 3 }).innerText()).toMatch(/: \d+ (von \d+ Punkten|Punkte)$/);
    await side
      .getByRole('button', { name: /bearbeiten und aufstellen$/ })
      .first()
      .click();
    const dial = form.getByRole('region', { name: /^Drehscheibe von / });
    expect(await dial.getByRole('table').first().locator('caption').innerText()).toMatch(/^Kampfdrehscheibe/);
    expect(await dial.getByRole('button', { name: 'Einen Klick hinzufügen' }).count()).toBe(1);
    await form.getByLabel('Tischbreite (″)').fill('36.5');
    expect(await page.getByRole('img', { name: /^Schlachtfeld 36,5 mal \d+ Zoll$/ }).count()).toBe(1);
    expect(await page.locator('main, body').first().innerText()).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
  });

  it('starts the hill-farm skirmish and shows the game page in German', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/dark-age'));
    await page.getByRole('button', { name: /^Das Gefecht am Hügelhof starten/ }).click();
    await expect.poll(() => page.url()).toMatch(/\/dark-age\/[^/]+$/);
    const orders = page.getByRole('region', { name: 'Befehle' });
    await expect.poll(() => orders.getByRole('heading', { level: 2 }).innerText()).toMatch(/^Zug 1: .+ ist am Zug$/);
    expect(await orders.getByRole('button', { name: 'Zug beenden' }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2, name: 'Protokoll' }).count()).toBe(1);
    expect(await page.locator('.lede').innerText()).toMatch(/^\d+″ × \d+″ · Würfel am Tisch gewürfelt · Aufzeichnung herunterladen$/);
    const select = page.getByRole('combobox', { name: 'Einheit wählen' });
    const first = await select.locator('option').nth(1).getAttribute('value');
    await select.selectOption(first!);
    // The dial is named for the unit (its name, not its id in the record).
    const unitName = (await select.locator('option').nth(1).innerText()).replace(/ \(.*$/, '');
    expect(unitName).not.toBe(first);
    expect(await orders.innerText()).toMatch(/Klick \d+ von \d+: Geschwindigkeit \d+, Angriff \d+/);
    expect(
      await page
        .getByRole('table', { name: `Kampfdrehscheibe von ${unitName}` })
        .locator('thead')
        .innerText(),
    ).toMatch(/Klick\s+Geschwindigkeit/);
    expect(await page.getByRole('region', { name: 'Kampf' }).innerText()).toMatch(/Befehle in diesem Zug: 0 von \d+/);
    expect(await page.locator('main, body').first().innerText()).not.toMatch(RAW_KEY);
    expect(errors).toEqual([]);
  });
});

describe('German interface on a phone', () => {
  const h = useBrowser({ locale: 'de-DE', viewport: { width: 390, height: 844 } });

  it('keeps the language switch and the menu in the header at 390 px', async () => {
    const { page, url, errors } = h();
    await page.goto(url('/'));
    const menu = page.getByRole('button', { name: 'Menü' });
    await menu.waitFor();
    const select = page.getByRole('combobox', { name: 'Sprache' });
    const [a, b] = [await select.boundingBox(), await menu.boundingBox()];
    expect(a!.y).toBeLessThan(b!.y + b!.height); // same header row
    expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x);
    expect(b!.x + b!.width).toBeLessThanOrEqual(390);
    await menu.click();
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Kampf' }).click();
    await page.getByRole('heading', { name: 'Kampfrechner' }).waitFor();
    await h().screenshot('i18n-de-phone-combat');
    expect(errors).toEqual([]);
  });
});
