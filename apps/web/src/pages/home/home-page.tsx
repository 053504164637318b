import { Link } from '../../router';
import type { PageRoute } from '../../routes';

/** The start page: what Marshal is and where each area lives (`routes`: the app's pages, passed in so this page does not import the route table that imports it). */
export function HomePage({ routes }: { readonly routes: readonly PageRoute[] }) {
  const areas = routes.filter((r) => r.nav !== false && !r.path.includes(':'));
  return (
    <div className="page">
      <h1>Marshal</h1>
      <p className="lede">
        Referee, companion and simulator for BattleTech-family tabletop wargames. Every ruling explains itself: each modifier cites its source and every target
        number shows its exact odds. Dice can be seeded (reproducible and verifiable) or the real dice rolled at your table.
      </p>
      <ul className="cards">
        {areas.map((r) => (
          <li key={r.path} className="panel">
            <Link to={r.path}>{r.title}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
