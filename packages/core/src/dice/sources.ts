import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { MarshalError } from '../errors';
import { sha256Hex, sha256Words } from '../hash';

/** What a rule asks for: some dice of a size, and why. */
export interface DiceRequest {
  readonly count: number;
  readonly sides: number;
  readonly purpose: string;
}

/** Where faces come from. Seeded, typed in by a person at the table, or scripted in a test. */
export interface DiceSource {
  readonly kind: 'seeded' | 'physical' | 'scripted';
  draw(request: DiceRequest): number[];
}

/** Thrown when a physical-dice source has no entry for a roll yet; the shell asks the person, then re-runs. */
export class DiceNeeded extends MarshalError {
  readonly request: DiceRequest;
  readonly index: number;
  constructor(request: DiceRequest, index: number) {
    super('dice-needed', `roll ${request.count}d${request.sides} for: ${request.purpose}`, {}, { request, index });
    this.name = 'DiceNeeded';
    this.request = request;
    this.index = index;
  }
}

/** Check faces a person entered for a request; returns a message to show, or null when valid. */
export function checkFaces(request: Pick<DiceRequest, 'count' | 'sides'>, faces: readonly number[]): string | null {
  if (faces.length !== request.count)
    return `expected ${request.count} ${request.count === 1 ? 'die' : 'dice'} (${request.count}d${request.sides}), got ${faces.length}`;
  const bad = faces.find((f) => !Number.isInteger(f) || f < 1 || f > request.sides);
  if (bad !== undefined) return `face ${bad} is not possible on a d${request.sides}: enter whole numbers from 1 to ${request.sides}`;
  return null;
}

/** Parse a person's entry such as "3 5", "3,5" or "35" (two d6) into faces; throws with a clear message. */
export function parseFaces(text: string, request: Pick<DiceRequest, 'count' | 'sides'>): number[] {
  const trimmed = text.trim();
  const parts = /[\s,;]/.test(trimmed) ? trimmed.split(/[\s,;]+/).filter(Boolean) : request.sides <= 9 ? [...trimmed] : [trimmed];
  const faces = parts.map((p) => (/^\d+$/.test(p) ? Number(p) : NaN));
  if (faces.some((f) => Number.isNaN(f))) throw new MarshalError('dice-entry', `"${text}" is not a list of die faces; type e.g. "3 5"`);
  const problem = checkFaces(request, faces);
  if (problem) throw new MarshalError('dice-entry', problem);
  return faces;
}

/** Faces typed in by people at the table, in roll order. Missing entries raise DiceNeeded. */
export class PhysicalDice implements DiceSource {
  readonly kind = 'physical' as const;
  private readonly entries: number[][];
  private cursor = 0;

  constructor(entries: readonly (readonly number[])[] = []) {
    this.entries = entries.map((e) => [...e]);
  }

  draw(request: DiceRequest): number[] {
    const entry = this.entries[this.cursor];
    if (!entry) throw new DiceNeeded(request, this.cursor);
    const problem = checkFaces(request, entry);
    if (problem) throw new MarshalError('dice-entry', `roll ${this.cursor + 1} (${request.purpose}): ${problem}`, {}, { index: this.cursor });
    this.cursor++;
    return [...entry];
  }

  /** Add the faces for the next roll after checking them; an invalid entry is refused and nothing changes. */
  enter(request: Pick<DiceRequest, 'count' | 'sides'>, faces: readonly number[]): void {
    const problem = checkFaces(request, faces);
    if (problem) throw new MarshalError('dice-entry', problem);
    this.entries.push([...faces]);
  }

  /** Start again from the first entry (used when a command is resolved again after new entries). */
  rewind(): void {
    this.cursor = 0;
  }

  get entered(): readonly (readonly number[])[] {
    return this.entries;
  }
}

/** Faces fixed in advance, die by die, for tests and for replaying a record. */
export class ScriptedDice implements DiceSource {
  readonly kind = 'scripted' as const;
  private readonly faces: number[];
  private cursor = 0;

  constructor(faces: readonly number[]) {
    this.faces = [...faces];
  }

  draw(request: DiceRequest): number[] {
    const out = this.faces.slice(this.cursor, this.cursor + request.count);
    if (out.length < request.count)
      throw new MarshalError('dice-script-exhausted', `scripted dice ran out at ${request.count}d${request.sides} for: ${request.purpose}`);
    const problem = checkFaces(request, out);
    if (problem) throw new MarshalError('dice-script', `scripted dice for ${request.purpose}: ${problem}`);
    this.cursor += request.count;
    return out;
  }

  get remaining(): number {
    return this.faces.length - this.cursor;
  }
}

export const scriptedDice = (...faces: number[]): ScriptedDice => new ScriptedDice(faces);

/** Serialisable state of a seeded source: enough to resume the exact sequence. */
export interface SeededState {
  readonly stream: string;
  readonly state: readonly number[];
}

/** Unbiased dice from a xoroshiro128+ generator whose state can be saved and restored. */
export class SeededDice implements DiceSource {
  readonly kind = 'seeded' as const;
  private readonly rng: RandomGenerator;
  readonly stream: string;

  private constructor(rng: RandomGenerator, stream: string) {
    this.rng = rng;
    this.stream = stream;
  }

  /** An independent stream per name (e.g. one per battle of a campaign), derived by hashing seed and name. */
  static fromSeed(seed: string, stream = 'main'): SeededDice {
    let words = sha256Words(`marshal-dice/1\u0000${seed}\u0000${stream}`);
    if (words.every((w) => w === 0)) words = [1, 0, 0, 0];
    return new SeededDice(xoroshiro128plusFromState(words), stream);
  }

  static fromState(saved: SeededState): SeededDice {
    return new SeededDice(xoroshiro128plusFromState(saved.state), saved.stream);
  }

  draw(request: DiceRequest): number[] {
    const faces: number[] = [];
    for (let i = 0; i < request.count; i++) faces.push(uniformInt(this.rng, 1, request.sides));
    return faces;
  }

  /** A raw 32-bit draw; used by benchmarks as the cost floor. */
  nextRaw(): number {
    return this.rng.next();
  }

  save(): SeededState {
    return { stream: this.stream, state: [...this.rng.getState()] };
  }
}

export const seededDice = (seed: string, stream?: string): SeededDice => SeededDice.fromSeed(seed, stream);

/** The hash published before play; the seed itself is revealed afterwards and checked against it. */
export function commitSeed(seed: string): string {
  return sha256Hex(`marshal-seed/1\u0000${seed}`);
}
