import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, count, eq, gt, lte, ne, sql } from 'drizzle-orm';
import { MarshalError } from '@marshal/core';
import type { Database } from '../db/connect';
import { sessions, users } from '../db/schema';
import type { Role } from '../routes/index';
import { OWASP_SCRYPT, hashPassword, needsRehash, verifyPassword, type ScryptCost } from './passwords';

/** Accounts and sessions: users with one role each, sessions as random bearer tokens stored only as hashes. */

export interface User {
  readonly id: string;
  readonly username: string;
  readonly displayName: string;
  readonly role: Role;
}

export const ROLES: readonly Role[] = ['organiser', 'player', 'spectator'];
const SESSION_DAYS = 30;
const REGISTRATION_LOCK = 0x6d617273; // 'mars'
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const toUser = (r: typeof users.$inferSelect): User => ({ id: r.id, username: r.username, displayName: r.displayName, role: r.role as Role });

export class Accounts {
  /** `cost`: the scrypt cost new hashes are made with (default OWASP's); older, cheaper hashes are made again at sign-in. */
  constructor(
    private readonly db: Database,
    private readonly cost: ScryptCost = OWASP_SCRYPT,
  ) {}

  /**
   * Create an account. The first account becomes the organiser whatever it asked for; later accounts get
   * the role asked for (default player), organiser only when `allowOrganiser`. Serialised by an advisory
   * lock so two simultaneous first registrations cannot both become organisers.
   */
  async register(input: { username: string; password: string; role?: Role; displayName?: string }, policy: { allowOrganiser: boolean }): Promise<User> {
    const username = input.username.trim().toLowerCase();
    const passwordHash = await hashPassword(input.password, this.cost);
    try {
      return await this.db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${REGISTRATION_LOCK})`);
        const [existing] = await tx.select({ n: count() }).from(users);
        const first = Number(existing?.n ?? 0) === 0;
        const role: Role = first ? 'organiser' : (input.role ?? 'player');
        if (role === 'organiser' && !first && !policy.allowOrganiser)
          throw new MarshalError('forbidden', 'only an organiser can create another organiser', { field: 'role' });
        const displayName = input.displayName?.trim() || input.username.trim();
        const [row] = await tx.insert(users).values({ id: randomUUID(), username, displayName, passwordHash, role }).returning();
        return toUser(row!);
      });
    } catch (e) {
      if (isUnique(e)) throw new MarshalError('username-taken', `the user name "${username}" is already taken`, { field: 'username' });
      throw e;
    }
  }

  /**
   * The user when the password matches; null otherwise (same answer, after the same work, for unknown names and
   * wrong passwords). A match against a hash made at a lower cost than the server's stores a new hash at its cost.
   */
  async authenticate(username: string, password: string): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.username, username.trim().toLowerCase()));
    if (!row) {
      await hashPassword(password, this.cost);
      return null;
    }
    if (!(await verifyPassword(password, row.passwordHash))) return null;
    if (needsRehash(row.passwordHash, this.cost)) {
      const passwordHash = await hashPassword(password, this.cost);
      await this.db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, row.id), eq(users.passwordHash, row.passwordHash)));
    }
    return toUser(row);
  }

  /** Change a password after checking the current one; other sessions of the user are ended. */
  async changePassword(userId: string, current: string, next: string, keepToken: string | null): Promise<boolean> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId));
    if (!row || !(await verifyPassword(current, row.passwordHash))) return false;
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(next, this.cost) })
      .where(eq(users.id, userId));
    const others = keepToken ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(keepToken))) : eq(sessions.userId, userId);
    await this.db.delete(sessions).where(others);
    return true;
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
    const now = new Date();
    const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
    await this.db.delete(sessions).where(lte(sessions.expiresAt, now));
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
