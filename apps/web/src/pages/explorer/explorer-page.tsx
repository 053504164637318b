import { tableRegistry } from '@marshal/library';
import { CheckBuilder } from './check-builder';
import { TablePanel } from './table-panel';

/** The rulings explorer: build any check or pick any roll table, see the itemised ruling and exact odds, roll it. */
export function ExplorerPage() {
  return (
    <div className="page">
      <h1>Rulings explorer</h1>
      <p className="lede">
        Every target number in Marshal is a ruling: a base number plus modifiers, each citing where it comes from, with the exact odds of success. Build one, or
        roll on any registered table, with seeded dice or the dice on your table. Everything here runs in your browser.
      </p>
      <CheckBuilder />
      <TablePanel tables={tableRegistry.list()} />
    </div>
  );
}
