// Reads a MegaMek .board file into a board of hexes, naming the line of anything it cannot read.
import { MarshalError, asParserError, checkTextLimits, hexLabel } from '@marshal/core';
import { CLEAR_HEX, type MapHex, type TerrainEntry, isKnownTerrain } from './terrain';

/**
 * The most a .board file may hold (docs/security.md): far above every bundled board (the largest is 76×40, its
 * levels within ±20 and its terrain levels within 200), low enough that reading one takes milliseconds.
 */
export const BOARD_LIMITS = Object.freeze({
  maxWidth: 128,
  maxHeight: 128,
  maxChars: 2_500_000,
  maxLines: 20_000,
  maxLineLength: 2_000,
  /** Ground level of a hex, either way from 0. */
  maxLevel: 1_000,
  /** A terrain's level or value (building CF, elevation …), either way from 0. */
  maxTerrainLevel: 100_000,
  maxTerrainsPerHex: 32,
});

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

type At = { readonly file: string; readonly line: number };

/** A whole number written plainly ("-2", "17"), within ±limit; anything else (1e3, 0x10, NaN, 4294967297) is undefined. */
function wholeNumber(text: string | undefined, limit: number): number | undefined {
  if (text === undefined || !/^[-+]?\d{1,12}$/.test(text)) return undefined;
  const n = Number(text);
  return Math.abs(n) <= limit ? n : undefined;
}

/** Terrain names are words; "__proto__" and the like would change the shape of the hex's terrain object. */
const TERRAIN_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

function parseTerrains(text: string, at: At, problems: BoardProblem[]): Record<string, TerrainEntry> {
  const terrain: Record<string, TerrainEntry> = {};
  const parts = text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length > BOARD_LIMITS.maxTerrainsPerHex)
    throw new MarshalError('board-terrain', `${parts.length} terrains in one hex; at most ${BOARD_LIMITS.maxTerrainsPerHex}`, { ...at, field: 'terrain' });
  for (const part of parts) {
    const [name = '', levelText = '0', exitsText] = part.split(':');
    const shown = part.slice(0, 60);
    if (!TERRAIN_NAME.test(name))
      throw new MarshalError('board-terrain', `terrain "${shown}": "${name.slice(0, 30)}" is not a terrain name`, { ...at, field: 'terrain' });
    const level = wholeNumber(levelText, BOARD_LIMITS.maxTerrainLevel);
    if (level === undefined)
      throw new MarshalError(
        'board-terrain',
        `terrain "${shown}": level "${levelText.slice(0, 20)}" is not a whole number within ±${BOARD_LIMITS.maxTerrainLevel}`,
        { ...at, field: 'terrain' },
      );
    const exits = exitsText === undefined ? undefined : wholeNumber(exitsText, 63);
    if (exitsText !== undefined && !(exits !== undefined && exits >= 0))
      throw new MarshalError('board-terrain', `terrain "${shown}": exits "${exitsText.slice(0, 20)}" must be 0–63`, { ...at, field: 'terrain' });
    if (!isKnownTerrain(name)) problems.push({ severity: 'warning', line: at.line, message: `unknown terrain "${name}" (kept as is)` });
    if (name === 'none') continue;
    terrain[name] = exits === undefined ? { level } : { level, exits };
  }
  return terrain;
}

function parseLabel(label: string, width: number, height: number, at: At): number {
  if (!/^\d{4,12}$/.test(label) || label.length % 2) throw new MarshalError('board-hex', `"${label.slice(0, 20)}" is not a hex label`, { ...at, field: 'hex' });
  const half = label.length / 2;
  const col = Number(label.slice(0, half)) - 1;
  const row = Number(label.slice(half)) - 1;
  if (col < 0 || row < 0 || col >= width || row >= height)
    throw new MarshalError('board-hex', `hex ${label} is outside the ${width}×${height} board`, { ...at, field: 'hex' });
  return row * width + col;
}

function parseSize(tokens: readonly string[], raw: string, at: At): { width: number; height: number } {
  const width = wholeNumber(tokens[1], Number.MAX_SAFE_INTEGER);
  const height = wholeNumber(tokens[2], Number.MAX_SAFE_INTEGER);
  if (!(width !== undefined && height !== undefined && width > 0 && height > 0))
    throw new MarshalError('board-size', `size must be two positive whole numbers, got "${raw.slice(0, 60)}"`, { ...at, field: 'size' });
  const { maxWidth, maxHeight } = BOARD_LIMITS;
  if (width > maxWidth || height > maxHeight)
    throw new MarshalError('board-size', `a board of ${width}×${height} hexes is larger than Marshal reads (at most ${maxWidth}×${maxHeight})`, {
      ...at,
      field: 'size',
    });
  return { width, height };
}

interface BoardText {
  width: number;
  height: number;
  hexes: (MapHex | undefined)[];
  readonly tags: string[];
  readonly description: string[];
  readonly options: Record<string, string>;
  readonly problems: BoardProblem[];
}

function readHex(b: BoardText, tokens: readonly string[], raw: string, at: At): void {
  if (!b.width) throw new MarshalError('board-hex', 'hex line before the size line', at);
  if (tokens.length < 3) throw new MarshalError('board-hex', `hex line needs a label and a level: "${raw.slice(0, 60)}"`, at);
  const index = parseLabel(tokens[1]!, b.width, b.height, at);
  const level = wholeNumber(tokens[2], BOARD_LIMITS.maxLevel);
  if (level === undefined)
    throw new MarshalError('board-hex', `level "${tokens[2]!.slice(0, 20)}" is not a whole number within ±${BOARD_LIMITS.maxLevel}`, { ...at, field: 'level' });
  if (b.hexes[index]) b.problems.push({ severity: 'warning', line: at.line, message: `hex ${tokens[1]} is given twice; the later line wins` });
  const terrain = parseTerrains(tokens[3] ?? '', at, b.problems);
  const theme = tokens[4];
  b.hexes[index] = theme ? { level, terrain, theme } : { level, terrain };
}

/** One line of the file; false at "end". */
function readLine(b: BoardText, raw: string, at: At): boolean {
  const tokens = tokenize(raw);
  const keyword = (tokens[0] ?? '').toLowerCase();
  if (keyword === 'size') {
    const size = parseSize(tokens, raw, at);
    b.width = size.width;
    b.height = size.height;
    b.hexes = new Array<MapHex | undefined>(size.width * size.height).fill(undefined);
  } else if (keyword === 'hex') readHex(b, tokens, raw, at);
  else if (keyword === 'tag') b.tags.push(tokens.slice(1).join(' '));
  else if (keyword === 'description') b.description.push(tokens.slice(1).join(' '));
  else if (keyword === 'option') {
    const key = tokens[1] ?? '';
    if (key === '__proto__') throw new MarshalError('board-line', `"${key}" cannot name an option`, { ...at, field: 'option' });
    b.options[key] = tokens.slice(2).join(' ');
  } else if (keyword === 'background') b.options.background = tokens.slice(1).join(' ');
  else if (keyword === 'end') return false;
  else throw new MarshalError('board-line', `unrecognised line "${raw.slice(0, 60)}"`, at);
  return true;
}

/**
 * Parse the text of a .board file. Malformed lines, and files beyond BOARD_LIMITS, throw a MarshalError naming
 * file and line; reading is linear in the length of the text.
 */
export function parseBoard(text: string, file: string, name = file): Board {
  checkTextLimits(text, file, BOARD_LIMITS, 'board-too-large');
  const b: BoardText = { width: 0, height: 0, hexes: [], tags: [], description: [], options: {}, problems: [] };
  const lines = text.split(/\r?\n/);
  let line = 0;
  try {
    for (; line < lines.length; line++) {
      const raw = lines[line]!.trim();
      if (raw && !raw.startsWith('#') && !readLine(b, raw, { file, line: line + 1 })) break;
    }
    return finish(b, name, file, lines.length);
  } catch (error) {
    throw asParserError(error, { file, line: Math.min(line + 1, lines.length) });
  }
}

function finish(b: BoardText, name: string, file: string, lastLine: number): Board {
  const { width, height, hexes, problems } = b;
  if (!width) throw new MarshalError('board-size', 'the board has no size line (reached the end of the file)', { file, line: lastLine, field: 'size' });
  let missing = 0;
  let first = -1;
  for (let i = 0; i < hexes.length; i++)
    if (!hexes[i]) {
      missing++;
      if (first < 0) first = i;
    }
  if (missing)
    problems.push({
      severity: 'warning',
      line: lastLine,
      message: `${missing} hexes not listed (clear, level 0), first ${hexLabel({ col: first % width, row: Math.floor(first / width) })}`,
    });
  return { name, width, height, hexes: hexes.map((h) => h ?? CLEAR_HEX), tags: b.tags, description: b.description, options: b.options, problems };
}
