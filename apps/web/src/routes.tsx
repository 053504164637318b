import type { ReactNode } from 'react';
import { lazyPage } from './lazy-page';
import { HomePage } from './pages/home/home-page';

// Every page but the start page loads on first visit (route-level code splitting, docs/web.md "Delivery").
const ExplorerPage = lazyPage(() => import('./pages/explorer/explorer-page'), 'ExplorerPage', ['explorer']);
const MissionTrackerPage = lazyPage(() => import('./pages/missions/mission-tracker-page'), 'MissionTrackerPage', ['missions']);
const MissionsPage = lazyPage(() => import('./pages/missions/missions-page'), 'MissionsPage', ['missions', 'forces']);
const M42PhasePage = lazyPage(() => import('./pages/m42/m42-phase-page'), 'M42PhasePage', ['m42']);
const M42StartPage = lazyPage(() => import('./pages/m42/m42-start-page'), 'M42StartPage', ['m42']);
const DaGamePage = lazyPage(() => import('./pages/dark-age/da-game-page'), 'DaGamePage', ['darkAge']);
const DaStartPage = lazyPage(() => import('./pages/dark-age/da-start-page'), 'DaStartPage', ['darkAge']);
const CampaignPage = lazyPage(() => import('./pages/campaign/campaign-page'), 'CampaignPage', ['campaign', 'forces']);
const CampaignsPage = lazyPage(() => import('./pages/campaign/campaigns-page'), 'CampaignsPage', ['campaign']);
const TournamentsPage = lazyPage(() => import('./pages/tournament/tournaments-page'), 'TournamentsPage', ['tournament']);
const TournamentPage = lazyPage(() => import('./pages/tournament/tournament-page'), 'TournamentPage', ['tournament', 'forces']);
const StandingsPage = lazyPage(() => import('./pages/tournament/standings-page'), 'StandingsPage', ['tournament']);
const PairingsPage = lazyPage(() => import('./pages/tournament/pairings-page'), 'PairingsPage', ['tournament']);
const ScoreSheetsPage = lazyPage(() => import('./pages/tournament/score-sheets-page'), 'ScoreSheetsPage', ['tournament']);
const MapsPage = lazyPage(() => import('./pages/maps/maps-page'), 'MapsPage', ['maps']);
const CatalogPage = lazyPage(() => import('./pages/catalog/catalog-page'), 'CatalogPage', ['catalog']);
const CombatPage = lazyPage(() => import('./pages/combat/combat-page'), 'CombatPage', ['combat']);
const NewBattlePage = lazyPage(() => import('./pages/battle/new-battle-page'), 'NewBattlePage', ['battle', 'maps', 'forces']);
const BattlePage = lazyPage(() => import('./pages/battle/battle-page'), 'BattlePage', ['battle', 'maps']);
const ReplayPage = lazyPage(() => import('./pages/battle/replay-page'), 'ReplayPage', ['battle', 'maps']);
const SimulatePage = lazyPage(() => import('./pages/simulate/simulate-page'), 'SimulatePage', ['simulate', 'forces']);
const MatrixPage = lazyPage(() => import('./pages/simulate/matrix-page'), 'MatrixPage', ['simulate', 'forces']);
const TableClockPage = lazyPage(() => import('./pages/tournament/table-clock-page'), 'TableClockPage', ['tournament']);
const ContractsPage = lazyPage(() => import('./pages/contracts/contracts-page'), 'ContractsPage', ['contracts', 'forces']);
const AccountPage = lazyPage(() => import('./pages/account/account-page'), 'AccountPage', ['account']);
const ContractPage = lazyPage(() => import('./pages/contracts/contract-page'), 'ContractPage', ['contracts', 'missions']);

/**
 * Every page of the web app; each area adds its pages here (files under pages/<area>/).
 * `path` may hold params (`/games/:id`), passed to `render`. The first matching route wins, so put
 * fixed paths before patterns. `nav: false` keeps a page out of the header (e.g. detail pages).
 */
export interface PageRoute {
  readonly path: string;
  readonly title: string;
  readonly render: (params: Record<string, string>) => ReactNode;
  readonly nav?: boolean;
}

export const routes: PageRoute[] = [
  { path: '/', title: 'Home', render: () => <HomePage routes={routes} />, nav: false },
  { path: '/rulings', title: 'Rulings', render: () => <ExplorerPage /> },
  { path: '/missions', title: 'Missions', render: () => <MissionsPage /> },
  { path: '/missions/:id', title: 'Mission', render: (p) => <MissionTrackerPage id={p.id!} />, nav: false },
  { path: '/contracts', title: 'Contracts', render: () => <ContractsPage /> },
  { path: '/contracts/:id', title: 'Contract', render: (p) => <ContractPage id={p.id!} />, nav: false },
  { path: '/m42', title: 'M42', render: () => <M42StartPage /> },
  { path: '/m42/:id', title: 'M42 Starting Phase', render: (p) => <M42PhasePage id={p.id!} />, nav: false },
  { path: '/dark-age', title: 'Fire for Effect', render: () => <DaStartPage /> },
  { path: '/dark-age/:id', title: 'Fire for Effect game', render: (p) => <DaGamePage id={p.id!} />, nav: false },
  { path: '/campaigns', title: 'Campaigns', render: () => <CampaignsPage /> },
  { path: '/campaigns/:id', title: 'Campaign', render: (p) => <CampaignPage id={p.id!} />, nav: false },
  { path: '/tournaments', title: 'Tournaments', render: () => <TournamentsPage /> },
  { path: '/tournaments/:id/standings', title: 'Standings', render: (p) => <StandingsPage id={p.id!} />, nav: false },
  { path: '/tournaments/:id/pairings', title: 'Pairings', render: (p) => <PairingsPage id={p.id!} />, nav: false },
  { path: '/tournaments/:id/sheets', title: 'Score sheets', render: (p) => <ScoreSheetsPage id={p.id!} />, nav: false },
  {
    path: '/tournaments/:id/duels/:duel/clock',
    title: 'Table clock',
    render: (p) => <TableClockPage id={p.id!} duel={p.duel!} />,
    nav: false,
  },
  { path: '/tournaments/:id', title: 'Tournament', render: (p) => <TournamentPage id={p.id!} />, nav: false },
  { path: '/maps', title: 'Maps', render: () => <MapsPage /> },
  { path: '/units', title: 'Units', render: () => <CatalogPage /> },
  { path: '/combat', title: 'Combat', render: () => <CombatPage /> },
  { path: '/battles', title: 'Battles', render: () => <NewBattlePage /> },
  { path: '/simulate', title: 'Simulate', render: () => <SimulatePage /> },
  { path: '/simulate/matrix', title: 'Matchup matrix', render: () => <MatrixPage /> },
  { path: '/battles/replay', title: 'Replay a battle', render: () => <ReplayPage />, nav: false },
  { path: '/battles/:id/replay', title: 'Battle replay', render: (p) => <ReplayPage id={p.id!} />, nav: false },
  { path: '/battles/:id', title: 'Battle', render: (p) => <BattlePage id={p.id!} />, nav: false },
  { path: '/account', title: 'Account', render: () => <AccountPage />, nav: false },
];
