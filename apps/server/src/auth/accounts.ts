import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { count, eq, gt, and } from 'drizzle-orm';
import { MarshalError } from '@marshal/core';
import type { Database } from '../db/connect';
import { sessions, users } from '../db/schema';
import type { Role } from '../routes/index';
import { hashPassword, verifyPassword } from './passwords';

/** Accounts and sessions: users with one role each, sessions as random bearer tokens stored only as hashes. */

export interface User {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly role: Role;
}

export const ROLES: readonly Role[] = ['organiser', 'player', 'spectator'];
const SESSION_DAYS = 30;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const toUser = (r: typeof users.$inferSelect): User => ({ id: r.id, username: r.username, displayName: r.displayName, role: r.role as Role });

export class Accounts {
  constructor(private readonly db: Database) {}

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users);
    return Number(row?.n ?? 0);
  }

  async create(input: { username: string; password: string; role: Role; displayName?: string }): Promise<User> {
    const username = input.username.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password);
    try {
      const [row] = await this.db
        .insert(users)
        .values({ id: randomUUID(), username, displayName: input.displayName?.trim() || input.username.trim(), passwordHash, role: input.role })
        .returning();
      return toUser(row!);
    } catch (e) {
      if (isUnique(e)) throw new MarshalError('username-taken', `the user name "${username}" is already taken`, { field: 'username' });
      throw e;
    }
  }

  /** The user when the password matches; null otherwise (same answer for unknown names and wrong passwords). */
  async authenticate(username: string, password: string): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.username, username.trim().toLowerCase()));
    if (!row) {
      await hashPassword(password);
      return null;
    }
    return (await verifyPassword(password, row.passwordHash)) ? toUser(row) : null;
  }

  async list(): Promise<User[]> {
    return (await this.db.select().from(users).orderBy(users.createdAt)).map(toUser);
  }

  async setRole(id: string, role: Role): Promise<User | null> {
    const [row] = await this.db.update(users).set({ role }).where(eq(users.id, id)).returning();
    return row ? toUser(row) : null;
  }

  async startSession(userId: string): Promise<{ token: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
    await this.db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt });
    return { token, expiresAt };
  }

  async userForToken(token: string): Promise<User | null> {
    const [row] = await this.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())));
    return row ? toUser(row.user) : null;
  }

  async endSession(token: string): Promise<void> {
    await this.db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
  }
}

function isUnique(e: unknown): boolean {
  for (let cur: unknown = e, d = 0; cur && d < 4; cur = (cur as { cause?: unknown }).cause, d++) if ((cur as { code?: unknown }).code === '23505') return true;
  return false;
}
