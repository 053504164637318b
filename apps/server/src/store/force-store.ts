import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { MarshalError } from '@marshal/core';
import { parseForce, type Force } from '@marshal/catalog';
import type { Database } from '../db/connect';
import { forces } from '../db/schema';

/** Saved forces, each owned by one account; another account's force is "not found", never "forbidden". */

/** The most forces one account keeps (docs/security.md). */
export const MAX_FORCES_PER_ACCOUNT = 200;

export interface SavedForce {
  readonly id: string;
  readonly force: Force;
  readonly createdAt: string;
  readonly updatedAt: string;
}

type Row = typeof forces.$inferSelect;

const toSaved = (r: Row): SavedForce => ({
  id: r.id,
  force: parseForce(JSON.parse(r.body)),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

const notFound = (id: string) => new MarshalError('not-found', `no force "${id.slice(0, 80)}"`, { field: 'id' });

export class ForceStore {
  constructor(private readonly db: Database) {}

  async list(ownerId: string): Promise<SavedForce[]> {
    const rows = await this.db.select().from(forces).where(eq(forces.ownerId, ownerId)).orderBy(desc(forces.updatedAt), asc(forces.name), asc(forces.id));
    return rows.map(toSaved);
  }

  /** The owner's force; any other caller is told there is no such force. */
  async get(ownerId: string, id: string): Promise<SavedForce> {
    const [row] = await this.db
      .select()
      .from(forces)
      .where(and(eq(forces.id, id), eq(forces.ownerId, ownerId)));
    if (!row) throw notFound(id);
    return toSaved(row);
  }

  /** Save a new force; one account's saves are taken one at a time so the cap holds under concurrent requests. */
  async create(ownerId: string, force: Force): Promise<SavedForce> {
    const row = await this.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`forces:${ownerId}`}))`);
      const [held] = await tx.select({ n: count() }).from(forces).where(eq(forces.ownerId, ownerId));
      if (Number(held?.n ?? 0) >= MAX_FORCES_PER_ACCOUNT)
        throw new MarshalError('too-many-forces', `you have ${MAX_FORCES_PER_ACCOUNT} saved forces, the most an account keeps; delete one first`);
      const [inserted] = await tx
        .insert(forces)
        .values({ id: randomUUID(), ownerId, name: force.name, body: JSON.stringify(force) })
        .returning();
      return inserted!;
    });
    return toSaved(row);
  }

  async update(ownerId: string, id: string, force: Force): Promise<SavedForce> {
    const [row] = await this.db
      .update(forces)
      .set({ name: force.name, body: JSON.stringify(force), updatedAt: sql`now()` })
      .where(and(eq(forces.id, id), eq(forces.ownerId, ownerId)))
      .returning();
    if (!row) throw notFound(id);
    return toSaved(row);
  }

  async delete(ownerId: string, id: string): Promise<void> {
    const gone = await this.db
      .delete(forces)
      .where(and(eq(forces.id, id), eq(forces.ownerId, ownerId)))
      .returning({ id: forces.id });
    if (gone.length === 0) throw notFound(id);
  }

  /** Every force's id and last change, for tests that check nothing was written. */
  async fingerprint(): Promise<string> {
    const rows = await this.db.select({ id: forces.id, updatedAt: forces.updatedAt }).from(forces).orderBy(asc(forces.id));
    return JSON.stringify(rows.map((r) => [r.id, r.updatedAt.toISOString()]));
  }
}
