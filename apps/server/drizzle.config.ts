import { defineConfig } from 'drizzle-kit';

/** `npx drizzle-kit generate --config apps/server/drizzle.config.ts` writes a new migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/server/src/db/schema.ts',
  out: './apps/server/drizzle',
});
