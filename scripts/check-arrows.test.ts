import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ArrowRules, checkArrows, findCycles, importsOf } from './check-arrows';

/** A small workspace tree on disk: path → file text (package.json objects are written as JSON). */
type Tree = Record<string, string | object>;

const made: string[] = [];
function tree(files: Tree): string {
  const root = mkdtempSync(join(tmpdir(), 'check-arrows-'));
  made.push(root);
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof body === 'string' ? body : JSON.stringify(body));
  }
  return root;
}
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

const RULES: ArrowRules = {
  allowed: { '@t/core': [], '@t/game': ['@t/core'], '@t/app': ['packages'] },
  testOnly: { '@t/game': ['@t/app'] },
};
const pkg = (name: string, deps: string[] = []) => ({ name, dependencies: Object.fromEntries(deps.map((d) => [d, '*'])) });
const base: Tree = {
  'packages/core/package.json': pkg('@t/core'),
  'packages/core/src/index.ts': "export * from './dice';\n",
  'packages/core/src/dice.ts': 'export const d6 = 6;\n',
  'packages/game/package.json': pkg('@t/game', ['@t/core']),
  'packages/game/src/index.ts': "import { d6 } from '@t/core';\nexport const two = 2 * d6;\n",
  'apps/app/package.json': pkg('@t/app', ['@t/core', '@t/game']),
  'apps/app/src/main.tsx': "import { two } from '@t/game';\nexport const App = () => <p>{two}</p>;\n",
};

describe('importsOf reads imports with the TypeScript parser', () => {
  it('finds static, re-exported, dynamic, require and type-position imports with their lines; comments and strings are not imports', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export * from './d';",
      "export type { E } from './e';",
      '// import { f } from "./f";',
      'const s = "import { g } from \'./g\'";',
      "const h = await import('./h');",
      "const i = require('./i');",
      "let j: import('./j').J;",
      'import {',
      '  k,',
      "} from './k';",
    ].join('\n');
    expect(importsOf('x.ts', text)).toEqual([
      { spec: './a', line: 1, typeOnly: false },
      { spec: './b', line: 2, typeOnly: true },
      { spec: './c', line: 3, typeOnly: false },
      { spec: './d', line: 4, typeOnly: false },
      { spec: './e', line: 5, typeOnly: true },
      { spec: './h', line: 8, typeOnly: false },
      { spec: './i', line: 9, typeOnly: false },
      { spec: './j', line: 10, typeOnly: true },
      { spec: './k', line: 13, typeOnly: false },
    ]);
  });
});

describe('checkArrows', () => {
  it('a tree whose arrows all point one way and has no loops passes', () => {
    expect(checkArrows(tree(base), RULES)).toEqual([]);
  });

  it('names the file and line of an import against the arrows, an undeclared one, a deep one and a self-import', () => {
    const root = tree({
      ...base,
      'packages/core/src/dice.ts': "import { two } from '@t/game';\nexport const d6 = two * 3;\n",
      'packages/game/src/index.ts': "import { d6 } from '@t/core/src/dice';\nimport { x } from '@t/game';\nexport const two = 2 * d6 * x;\n",
      'packages/game/package.json': pkg('@t/game'),
    });
    expect(checkArrows(root, RULES)).toEqual([
      'packages/core/src/dice.ts:1: imports @t/game, an arrow that points the wrong way',
      'packages/game/src/index.ts:1: imports @t/core but @t/game does not declare it',
      'packages/game/src/index.ts:1: deep import @t/core/src/dice; import the package entry',
      'packages/game/src/index.ts:2: imports its own package by name; use a relative import',
      'import cycle between workspaces: @t/core → @t/game → @t/core',
    ]);
  });

  it('refuses a package.json dependency against the arrows, an unlisted workspace and a relative import out of the package', () => {
    const root = tree({
      ...base,
      'packages/core/package.json': pkg('@t/core', ['@t/game']),
      'packages/extra/package.json': pkg('@t/extra'),
      'packages/extra/src/index.ts': "export { d6 } from '../../core/src/dice';\n",
    });
    expect(checkArrows(root, RULES)).toEqual([
      'packages/core/package.json: depends on @t/game, an arrow that points the wrong way',
      '@t/extra: not listed in scripts/check-arrows.ts allowedArrows; add it with its allowed arrows',
      'packages/extra/src/index.ts:1: relative import ../../core/src/dice leaves @t/extra',
      'import cycle between workspaces: @t/core → @t/game → @t/core',
    ]);
  });

  it('allows a test-only arrow from the test/ folder and nowhere else', () => {
    const root = tree({ ...base, 'packages/game/test/helper.ts': "import { App } from '@t/app';\nexport const h = App;\n" });
    expect(checkArrows(root, RULES)).toEqual([]);
    const src = tree({ ...base, 'packages/game/src/helper.ts': "import { App } from '@t/app';\nexport const h = App;\n" });
    expect(checkArrows(src, RULES)).toEqual([
      'packages/game/src/helper.ts:1: imports @t/app, an arrow that points the wrong way',
      'import cycle between workspaces: @t/game → @t/app → @t/game',
    ]);
  });

  it('reports a loop of value imports between files of one package with its path (.js specifiers and folder indexes resolved)', () => {
    const root = tree({
      ...base,
      'packages/game/src/index.ts': "export * from './a.js';\n",
      'packages/game/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'packages/game/src/b.ts': "import { c } from './c/index';\nexport const b = () => c;\n",
      'packages/game/src/c/index.ts': "import { a } from '../a';\nexport const c = () => a;\n",
    });
    expect(checkArrows(root, RULES)).toEqual(['packages/game: import cycle between files: src/a.ts → src/b.ts → src/c/index.ts → src/a.ts']);
  });

  it('a loop closed only by `import type` is no cycle (it is erased when compiled); `import { type X }` still loads the module', () => {
    const typeOnly = tree({
      ...base,
      'packages/game/src/a.ts': "import { b } from './b';\nexport type A = number;\nexport const a = b;\n",
      'packages/game/src/b.ts': "import type { A } from './a';\nexport const b: A = 1;\n",
    });
    expect(checkArrows(typeOnly, RULES)).toEqual([]);
    const inline = tree({
      ...base,
      'packages/game/src/a.ts': "import { b } from './b';\nexport type A = number;\nexport const a = b;\n",
      'packages/game/src/b.ts': "import { type A } from './a';\nexport const b: A = 1;\n",
    });
    expect(checkArrows(inline, RULES)).toEqual(['packages/game: import cycle between files: src/a.ts → src/b.ts → src/a.ts']);
  });

  it('reports a loop between packages even when the table allows each arrow', () => {
    const loose: ArrowRules = { allowed: { '@t/core': ['@t/game'], '@t/game': ['@t/core'], '@t/app': ['packages'] }, testOnly: {} };
    const root = tree({
      ...base,
      'packages/core/package.json': pkg('@t/core', ['@t/game']),
      'packages/core/src/dice.ts': "import { two } from '@t/game';\nexport const d6 = two;\n",
    });
    expect(checkArrows(root, loose)).toEqual(['import cycle between workspaces: @t/core → @t/game → @t/core']);
  });
});

describe('findCycles', () => {
  const graph = (edges: Record<string, string[]>) => new Map(Object.entries(edges));
  it('one shortest loop per tangle, a self-import included; a graph without loops has none', () => {
    expect(findCycles(['a', 'b', 'c'], graph({ a: ['b'], b: ['c'], c: [] }))).toEqual([]);
    expect(findCycles(['a'], graph({ a: ['a'] }))).toEqual([['a', 'a']]);
    expect(findCycles(['a', 'b', 'c', 'd', 'e'], graph({ a: ['b'], b: ['c', 'a'], c: ['a'], d: ['e'], e: ['d'] }))).toEqual([
      ['a', 'b', 'a'],
      ['d', 'e', 'd'],
    ]);
  });
});
