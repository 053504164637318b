import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '../../i18n/route-title';
import { Link } from '../../router';
import type { PageRoute } from '../../routes';

/** The start page: what Marshal is and where each area lives (`routes`: the app's pages, passed in so this page does not import the route table that imports it). */
export function HomePage({ routes }: { readonly routes: readonly PageRoute[] }) {
  const { t } = useTranslation();
  const routeTitle = useRouteTitle();
  const areas = routes.filter((r) => r.nav !== false && !r.path.includes(':'));
  return (
    <div className="page">
      <h1>Marshal</h1>
      <p className="lede">{t('home.lede')}</p>
      <ul className="cards" aria-label={t('home.areas')}>
        {areas.map((r) => (
          <li key={r.path} className="panel">
            <Link to={r.path}>{routeTitle(r.title)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
