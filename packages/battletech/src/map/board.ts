// Reads a MegaMek .board file into a board of hexes, naming the line of anything it cannot read.
import { MarshalError, hexLabel } from '@marshal/core';
import { CLEAR_HEX, type MapHex, type TerrainEntry, isKnownTerrain } from './terrain';

/** A rectangular grid of hexes, row-major (index = row × width + col). */
export interface HexGrid {
  readonly width: number;
  readonly height: number;
  readonly hexes: readonly MapHex[];
}

export interface BoardProblem {
  readonly severity: 'error' | 'warning';
  readonly line: number;
  readonly message: string;
}

export interface Board extends HexGrid {
  readonly name: string;
  readonly tags: readonly string[];
  readonly description: readonly string[];
  readonly options: Readonly<Record<string, string>>;
  /** Things the board file contains that Marshal does not use (e.g. unknown terrain), each with its line. */
  readonly problems: readonly BoardProblem[];
}

/** Split a line into tokens, keeping double-quoted strings (which may be empty) as one token. */
export function tokenize(line: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"|(\S+)/g;
  for (let m = re.exec(line); m; m = re.exec(line)) out.push(m[1] ?? m[2]!);
  return out;
}

function parseTerrains(text: string, at: { file: string; line: number }, problems: BoardProblem[]): Record<string, TerrainEntry> {
  const terrain: Record<string, TerrainEntry> = {};
  for (const part of text.split(';').map((s) => s.trim()).filter(Boolean)) {
    const [name = '', levelText = '0', exitsText] = part.split(':');
    const level = Number(levelText);
    if (!Number.isInteger(level)) throw new MarshalError('board-terrain', `terrain "${part}": level "${levelText}" is not a whole number`, { ...at, field: 'terrain' });
    const exits = exitsText === undefined ? undefined : Number(exitsText);
    if (exits !== undefined && !(Number.isInteger(exits) && exits >= 0 && exits < 64))
      throw new MarshalError('board-terrain', `terrain "${part}": exits "${exitsText}" must be 0–63`, { ...at, field: 'terrain' });
    if (!isKnownTerrain(name)) problems.push({ severity: 'warning', line: at.line, message: `unknown terrain "${name}" (kept as is)` });
    if (name === 'none') continue;
    terrain[name] = exits === undefined ? { level } : { level, exits };
  }
  return terrain;
}

function parseLabel(label: string, width: number, height: number, at: { file: string; line: number }): number {
  if (!/^\d{4,}$/.test(label) || label.length % 2) throw new MarshalError('board-hex', `"${label}" is not a hex label`, { ...at, field: 'hex' });
  const half = label.length / 2;
  const col = Number(label.slice(0, half)) - 1;
  const row = Number(label.slice(half)) - 1;
  if (col < 0 || row < 0 || col >= width || row >= height)
    throw new MarshalError('board-hex', `hex ${label} is outside the ${width}×${height} board`, { ...at, field: 'hex' });
  return row * width + col;
}

/** Parse the text of a .board file. Malformed lines throw a MarshalError naming file and line. */
export function parseBoard(text: string, file: string, name = file): Board {
  const problems: BoardProblem[] = [];
  const tags: string[] = [];
  const description: string[] = [];
  const options: Record<string, string> = {};
  let width = 0;
  let height = 0;
  let hexes: (MapHex | undefined)[] = [];
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const at = { file, line: i + 1 };
    const raw = lines[i]!.trim();
    if (!raw || raw.startsWith('#')) continue;
    const tokens = tokenize(raw);
    const keyword = tokens[0]!.toLowerCase();
    if (keyword === 'size') {
      width = Number(tokens[1]);
      height = Number(tokens[2]);
      if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0))
        throw new MarshalError('board-size', `size must be two positive whole numbers, got "${raw}"`, { ...at, field: 'size' });
      hexes = new Array<MapHex | undefined>(width * height).fill(undefined);
    } else if (keyword === 'hex') {
      if (!width) throw new MarshalError('board-hex', 'hex line before the size line', at);
      if (tokens.length < 3) throw new MarshalError('board-hex', `hex line needs a label and a level: "${raw}"`, at);
      const index = parseLabel(tokens[1]!, width, height, at);
      const level = Number(tokens[2]);
      if (!Number.isInteger(level)) throw new MarshalError('board-hex', `level "${tokens[2]}" is not a whole number`, { ...at, field: 'level' });
      if (hexes[index]) problems.push({ severity: 'warning', line: at.line, message: `hex ${tokens[1]} is given twice; the later line wins` });
      const terrain = parseTerrains(tokens[3] ?? '', at, problems);
      const theme = tokens[4];
      hexes[index] = theme ? { level, terrain, theme } : { level, terrain };
    } else if (keyword === 'tag') tags.push(tokens.slice(1).join(' '));
    else if (keyword === 'description') description.push(tokens.slice(1).join(' '));
    else if (keyword === 'option') options[tokens[1] ?? ''] = tokens.slice(2).join(' ');
    else if (keyword === 'background') options.background = tokens.slice(1).join(' ');
    else if (keyword === 'end') break;
    else throw new MarshalError('board-line', `unrecognised line "${raw.slice(0, 60)}"`, at);
  }
  if (!width) throw new MarshalError('board-size', 'the board has no size line', { file });
  const missing = hexes.map((h, i) => (h ? -1 : i)).filter((i) => i >= 0);
  if (missing.length)
    problems.push({ severity: 'warning', line: lines.length, message: `${missing.length} hexes not listed (clear, level 0), first ${hexLabel({ col: missing[0]! % width, row: Math.floor(missing[0]! / width) })}` });
  return { name, width, height, hexes: hexes.map((h) => h ?? CLEAR_HEX), tags, description, options, problems };
}
