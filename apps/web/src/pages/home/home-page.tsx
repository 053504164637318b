import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../i18n/format';
import { useRouteTitle } from '../../i18n/route-title';
import { Link } from '../../router';
import type { PageRoute } from '../../routes';

/** A game as the games listing gives it. */
interface GameInfo {
  readonly id: string;
  readonly module: string;
  readonly title: string;
  readonly updatedAt: string;
}

/** Where each kind of game is played or read, and the area it belongs to (modules without a page of their own are left out). */
const GAME_PAGES: Readonly<Record<string, { readonly path: (id: string) => string; readonly area: string }>> = {
  mission: { path: (id) => `/missions/${id}`, area: 'Missions' },
  'mission-contract': { path: (id) => `/contracts/${id}`, area: 'Contracts' },
  m42: { path: (id) => `/m42/${id}`, area: 'M42' },
  'dark-age': { path: (id) => `/dark-age/${id}`, area: 'Fire for Effect' },
  campaign: { path: (id) => `/campaigns/${id}`, area: 'Campaigns' },
  'solaris-vii-stable-challenge': { path: (id) => `/tournaments/${id}`, area: 'Tournaments' },
  'battletech-battle': { path: (id) => `/battles/${id}`, area: 'Battles' },
};

/** How many recently played games the start page offers to carry on with. */
const CARRY_ON = 6;

/** The games changed last, each linked to its page, so a returning player is one click from where they stopped. */
function CarryOn() {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const format = useFormat();
  const [games, setGames] = useState<readonly GameInfo[]>([]);
  useEffect(() => {
    // A plain fetch, not `useApi`: the start page stays free of the API client's error translations. Failing, the list is simply not shown.
    const controller = new AbortController();
    fetch('/api/games?recent=20', { signal: controller.signal, credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<GameInfo[]>) : []))
      .then(setGames, () => undefined);
    return () => controller.abort();
  }, []);
  const shown = games.filter((g) => GAME_PAGES[g.module]).slice(0, CARRY_ON);
  if (!shown.length) return null;
  return (
    <section className="panel" aria-label={t('home.carryOn')}>
      <h2>{t('home.carryOn')}</h2>
      <ul className="carry-on">
        {shown.map((g) => {
          const page = GAME_PAGES[g.module]!;
          return (
            <li key={g.id}>
              <Link to={page.path(g.id)}>{g.title}</Link>{' '}
              <span className="hint">
                {routeTitle(page.area)} · {t('home.changed', { when: format.dateTime(g.updatedAt) })}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The start page: what Marshal is, the games to carry on with, and what each area does (`routes`: the app's pages,
 * passed in so this page does not import the route table that imports it).
 */
export function HomePage({ routes }: { readonly routes: readonly PageRoute[] }) {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const areas = routes.filter((r) => r.nav !== false && !r.path.includes(':'));
  return (
    <div className="page">
      <h1>Marshal</h1>
      <p className="lede">{t('home.lede')}</p>
      <CarryOn />
      <ul className="cards" aria-label={t('home.areas')}>
        {areas.map((r) => (
          <li key={r.path} className="panel">
            <Link to={r.path}>{routeTitle(r.title)}</Link>
            <p className="hint">{t(`home.about.${r.title}`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
