// Dependency linter: arrows point one way (apps → game/mission/campaign/tournament packages → core).
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

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
  '@marshal/library': ['@marshal/core', '@marshal/catalog', '@marshal/battletech', '@marshal/missions', '@marshal/campaign', '@marshal/tournament', '@marshal/dark-age', '@marshal/m42'],
  '@marshal/server': ['packages'],
  '@marshal/web': ['packages'],
  '@marshal/cli': ['packages', '@marshal/server'],
};

/** Extra arrows allowed only from a workspace's test/ folder (tests run from the root, so no declaration is needed). */
export const testOnlyArrows: Record<string, readonly string[]> = {
  '@marshal/web': ['@marshal/server'],
};

interface Workspace { name: string; dir: string; deps: string[] }

function workspaces(root: string): Workspace[] {
  const out: Workspace[] = [];
  for (const group of ['packages', 'apps']) {
    const base = join(root, group);
    if (!existsSync(base)) continue;
    for (const d of readdirSync(base)) {
      const pj = join(base, d, 'package.json');
      if (!existsSync(pj)) continue;
      const json = JSON.parse(readFileSync(pj, 'utf8')) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
      out.push({ name: json.name, dir: join(base, d), deps: Object.keys({ ...json.dependencies, ...json.devDependencies }) });
    }
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) out.push(...sourceFiles(p));
    else if (/\.(ts|tsx|js|mjs)$/.test(entry)) out.push(p);
  }
  return out;
}

export function checkArrows(root: string): string[] {
  const ws = workspaces(root);
  const byName = new Map(ws.map((w) => [w.name, w]));
  const packageNames = ws.filter((w) => w.dir.includes(`${sep}packages${sep}`)).map((w) => w.name);
  const problems: string[] = [];
  const allowedFor = (name: string): Set<string> => {
    const rule = allowedArrows[name];
    if (!rule) return new Set();
    return new Set(rule.flatMap((r) => (r === 'packages' ? packageNames : [r])));
  };
  for (const w of ws) {
    if (!allowedArrows[w.name]) problems.push(`${w.name}: not listed in scripts/check-arrows.ts allowedArrows; add it with its allowed arrows`);
    const allowed = allowedFor(w.name);
    for (const dep of w.deps.filter((d) => d.startsWith('@marshal/'))) {
      if (!allowed.has(dep)) problems.push(`${relative(root, w.dir)}/package.json: depends on ${dep}, an arrow that points the wrong way`);
    }
    const srcRoot = join(w.dir, 'src');
    const files = [...(existsSync(srcRoot) ? sourceFiles(srcRoot) : []), ...(existsSync(join(w.dir, 'test')) ? sourceFiles(join(w.dir, 'test')) : [])];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      const lines = text.split('\n');
      lines.forEach((line, i) => {
        const m = /(?:from\s+|import\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/.exec(line);
        if (!m) return;
        const spec = m[1]!;
        const where = `${relative(root, file)}:${i + 1}`;
        if (spec.startsWith('@marshal/')) {
          const parts = spec.split('/');
          const target = `${parts[0]}/${parts[1]}`;
          const testOnly = file.startsWith(join(w.dir, 'test') + sep) && (testOnlyArrows[w.name] ?? []).includes(target);
          if (target === w.name) problems.push(`${where}: imports its own package by name; use a relative import`);
          else if (testOnly) return;
          else if (!allowed.has(target)) problems.push(`${where}: imports ${target}, an arrow that points the wrong way`);
          else if (!w.deps.includes(target)) problems.push(`${where}: imports ${target} but ${w.name} does not declare it`);
          if (parts.length > 2 && parts[2] === 'src') problems.push(`${where}: deep import ${spec}; import the package entry`);
          if (!byName.has(target)) problems.push(`${where}: ${target} is not a workspace`);
        } else if (spec.startsWith('.')) {
          const resolved = resolve(file, '..', spec);
          if (!resolved.startsWith(w.dir + sep)) problems.push(`${where}: relative import ${spec} leaves ${w.name}`);
        }
      });
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const problems = checkArrows(resolve(import.meta.dirname, '..'));
  if (problems.length) {
    console.error(`check-arrows: ${problems.length} problem(s)`);
    for (const p of problems) console.error(`  ${p}`);
    process.exit(1);
  }
  console.log('check-arrows: every arrow points one way');
}
