// Dependency linter: arrows point one way (apps → game/mission/campaign/tournament packages → core), and no
// file imports itself back round a loop. Imports are read with the TypeScript compiler's parser, not patterns.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** Which workspace packages each workspace may import. Anything not listed is forbidden. */
export const allowedArrows: Record<string, readonly string[]> = {
  '@marshal/core': [],
  '@marshal/catalog': ['@marshal/core'],
  '@marshal/battletech': ['@marshal/core', '@marshal/catalog'],
  '@marshal/map-render': ['@marshal/core', '@marshal/battletech'],
  '@marshal/dark-age': ['@marshal/core'],
  '@marshal/m42': ['@marshal/core'],
  '@marshal/missions': ['@marshal/core', '@marshal/catalog', '@marshal/battletech'],
  '@marshal/tournament': ['@marshal/core', '@marshal/catalog', '@marshal/battletech'],
  '@marshal/campaign': ['@marshal/core', '@marshal/catalog', '@marshal/battletech', '@marshal/missions'],
  '@marshal/library': [
    '@marshal/core',
    '@marshal/catalog',
    '@marshal/battletech',
    '@marshal/missions',
    '@marshal/campaign',
    '@marshal/tournament',
    '@marshal/dark-age',
    '@marshal/m42',
  ],
  '@marshal/loaders': ['@marshal/core', '@marshal/catalog', '@marshal/battletech'],
  '@marshal/server': ['packages', '@marshal/loaders'],
  '@marshal/web': ['packages'],
  '@marshal/cli': ['packages', '@marshal/server', '@marshal/loaders'],
};

/** Extra arrows allowed only from a workspace's test/ folder (tests run from the root, so no declaration is needed). */
export const testOnlyArrows: Record<string, readonly string[]> = {
  // Web tests run in Node: they may start the server and read bundled units to compare the page's results with.
  '@marshal/web': ['@marshal/server', '@marshal/loaders'],
};

/** The rules the checker applies; tests pass their own tables. */
export interface ArrowRules {
  readonly allowed: Readonly<Record<string, readonly string[]>>;
  readonly testOnly: Readonly<Record<string, readonly string[]>>;
}

const DEFAULT_RULES: ArrowRules = { allowed: allowedArrows, testOnly: testOnlyArrows };

interface Workspace {
  readonly name: string;
  readonly dir: string;
  readonly deps: readonly string[];
  readonly isPackage: boolean;
}

/** One import or re-export a file makes: the module it names, its line, and whether it only brings in types. */
export interface ImportRef {
  readonly spec: string;
  readonly line: number;
  readonly typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts|js|mjs)$/;

function workspaces(root: string): Workspace[] {
  const out: Workspace[] = [];
  for (const group of ['packages', 'apps']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const d of readdirSync(base).sort()) {
      const pj = join(base, d, 'package.json');
      if (!existsSync(pj)) continue;
      const json = JSON.parse(readFileSync(pj, 'utf8')) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
      out.push({ name: json.name, dir: join(base, d), deps: Object.keys({ ...json.dependencies, ...json.devDependencies }), isPackage: group === 'packages' });
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

const scriptKind = (file: string) => (file.endsWith('.tsx') ? ts.ScriptKind.TSX : /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS);

/**
 * Every module a file names: static imports and re-exports (`import type …`/`export type …` are type-only; under
 * `verbatimModuleSyntax` an `import { type A }` still loads its module, so it is not), `import x = require('m')`,
 * dynamic `import('m')`, `require('m')`, and type positions `import('m').T` (type-only). Read with the TypeScript
 * parser, so comments and strings are not imports.
 */
export function importsOf(file: string, text: string): ImportRef[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const out: ImportRef[] = [];
  const add = (spec: ts.Node, typeOnly: boolean) => {
    if (!ts.isStringLiteralLike(spec)) return;
    out.push({ spec: spec.text, line: sf.getLineAndCharacterOfPosition(spec.getStart(sf)).line + 1, typeOnly });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      add(node.moduleSpecifier, !!node.importClause?.isTypeOnly);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      add(node.moduleSpecifier, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      add(node.moduleReference.expression, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.arguments.length >= 1) {
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if (isImport || isRequire) add(node.arguments[0]!, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

/** The file a relative import names: the path itself, with a source extension, a `.js` written for a `.ts`, or a folder's index. */
export function resolveRelative(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const stem = base.replace(/\.(m?js)$/, '');
  const candidates = [base, ...['.ts', '.tsx', '.mts', '.js', '.mjs'].map((e) => stem + e), ...['index.ts', 'index.tsx', 'index.js'].map((i) => join(base, i))];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

/**
 * Every elementary cycle's representative in a directed graph: one loop per strongly connected component
 * (Tarjan), walked from the component's first node in order, as a path that ends where it starts.
 */
export function findCycles(nodes: readonly string[], edges: ReadonlyMap<string, readonly string[]>): string[][] {
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const strong = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) === idx.get(v)) {
      const comp: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      components.push(comp);
    }
  };
  for (const n of nodes) if (!idx.has(n)) strong(n);
  const cycles: string[][] = [];
  const order = new Map(nodes.map((n, i) => [n, i]));
  for (const comp of components) {
    const members = new Set(comp);
    const start = [...comp].sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0))[0]!;
    if (comp.length === 1 && !(edges.get(start) ?? []).includes(start)) continue;
    cycles.push(shortestLoop(start, members, edges));
  }
  return cycles.sort((a, b) => (order.get(a[0]!) ?? 0) - (order.get(b[0]!) ?? 0));
}

/** The shortest path from `start` back to itself inside one component (breadth first, edges in their given order). */
function shortestLoop(start: string, members: ReadonlySet<string>, edges: ReadonlyMap<string, readonly string[]>): string[] {
  const prev = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of edges.get(v) ?? []) {
      if (!members.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(prev.get(path[0]!)!);
        return [...path, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

/** Package arrows, one problem per rule broken; then cycles between files of a workspace and between workspaces. */
export function checkArrows(root: string, rules: ArrowRules = DEFAULT_RULES): string[] {
  const ws = workspaces(root);
  const byName = new Map(ws.map((w) => [w.name, w]));
  const packageNames = ws.filter((w) => w.isPackage).map((w) => w.name);
  /** Scopes of the workspaces (`@marshal`): an import in one names a workspace. */
  const scopes = new Set(ws.map((w) => w.name.split('/')[0]!).filter((x) => x.startsWith('@')));
  const inScope = (spec: string) => spec.startsWith('@') && scopes.has(spec.split('/')[0]!);
  const problems: string[] = [];
  const allowedFor = (name: string): Set<string> => new Set((rules.allowed[name] ?? []).flatMap((r) => (r === 'packages' ? packageNames : [r])));
  /** Workspace → the workspaces it uses (declared or imported), for the cycle check between packages. */
  const uses = new Map<string, string[]>();
  const use = (from: string, to: string) => {
    const list = uses.get(from) ?? [];
    if (!list.includes(to) && byName.has(to)) list.push(to);
    uses.set(from, list);
  };
  for (const w of ws) {
    uses.set(w.name, []);
    if (!rules.allowed[w.name]) problems.push(`${w.name}: not listed in scripts/check-arrows.ts allowedArrows; add it with its allowed arrows`);
    const allowed = allowedFor(w.name);
    for (const dep of w.deps.filter(inScope)) {
      use(w.name, dep);
      if (!allowed.has(dep)) problems.push(`${relative(root, w.dir)}/package.json: depends on ${dep}, an arrow that points the wrong way`);
    }
    const testDir = join(w.dir, 'test');
    const files = [...(existsSync(join(w.dir, 'src')) ? sourceFiles(join(w.dir, 'src')) : []), ...(existsSync(testDir) ? sourceFiles(testDir) : [])];
    const fileEdges = new Map<string, string[]>();
    for (const file of files) {
      const targets: string[] = [];
      fileEdges.set(file, targets);
      for (const ref of importsOf(file, readFileSync(file, 'utf8'))) {
        const spec = ref.spec;
        const where = `${relative(root, file)}:${ref.line}`;
        if (inScope(spec)) {
          const parts = spec.split('/');
          const target = `${parts[0]}/${parts[1]}`;
          const testOnly = file.startsWith(testDir + sep) && (rules.testOnly[w.name] ?? []).includes(target);
          if (target === w.name) problems.push(`${where}: imports its own package by name; use a relative import`);
          else if (testOnly) continue;
          else if (!allowed.has(target)) problems.push(`${where}: imports ${target}, an arrow that points the wrong way`);
          else if (!w.deps.includes(target)) problems.push(`${where}: imports ${target} but ${w.name} does not declare it`);
          if (parts.length > 2 && parts[2] === 'src') problems.push(`${where}: deep import ${spec}; import the package entry`);
          if (!byName.has(target)) problems.push(`${where}: ${target} is not a workspace`);
          else if (target !== w.name) use(w.name, target);
        } else if (spec.startsWith('.')) {
          const resolved = resolve(file, '..', spec);
          if (!resolved.startsWith(w.dir + sep)) {
            problems.push(`${where}: relative import ${spec} leaves ${w.name}`);
            continue;
          }
          const hit = resolveRelative(file, spec);
          // Type-only imports vanish when compiled and cannot loop at run time; only value imports make a cycle.
          if (hit && !ref.typeOnly && !targets.includes(hit)) targets.push(hit);
        }
      }
    }
    for (const loop of findCycles(files, fileEdges))
      problems.push(`${relative(root, w.dir)}: import cycle between files: ${loop.map((f) => relative(w.dir, f)).join(' → ')}`);
  }
  for (const loop of findCycles(
    ws.map((w) => w.name),
    uses,
  ))
    problems.push(`import cycle between workspaces: ${loop.join(' → ')}`);
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const problems = checkArrows(resolve(import.meta.dirname, '..'));
  if (problems.length) {
    console.error(`check-arrows: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log('check-arrows: every arrow points one way, and no file imports itself round a loop');
}
