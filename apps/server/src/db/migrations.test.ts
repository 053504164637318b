import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from './connect';

const root = resolve(import.meta.dirname, '../../../..');

describe('committed migrations', () => {
  it('match the Drizzle schema (drizzle-kit has nothing new to generate)', { timeout: 120_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'marshal-migrations-'));
    try {
      const out = join(dir, 'drizzle');
      cpSync(migrationsFolder, out, { recursive: true });
      const config = join(dir, 'drizzle.config.ts');
      writeFileSync(
        config,
        `export default ${JSON.stringify({ dialect: 'postgresql', schema: relative(dir, join(root, 'apps/server/src/db/schema.ts')), out: './drizzle' })};\n`,
      );
      const output = execFileSync(join(root, 'node_modules/.bin/drizzle-kit'), ['generate', '--config', config], { cwd: dir, encoding: 'utf8' });
      expect(output).toContain('No schema changes');
      expect(readdirSync(out).sort()).toEqual(readdirSync(migrationsFolder).sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
