import type { GameCommand } from './module';

/**
 * What a command touches, so a command sent against an older version of a record can still be played on the newer
 * one when nothing recorded in between touched the same things (two players reporting different duels, say).
 * The command is then resolved again on the newer state, so the rules still judge it on what is true now.
 * 'everything' means the command depends on the whole state (pairing a round, drawing prizes): it never rebases,
 * and nothing rebases across it.
 */
export interface ConcurrencyCapability<C> {
  touches(command: C): readonly string[] | 'everything';
}

/** An entry recorded after the version a command was sent against, which touched what the command touches. */
export interface Conflict {
  readonly seq: number;
  readonly type: string;
  /** What both touched ('everything' when either depends on the whole state). */
  readonly over: readonly string[] | 'everything';
}

/** The entries recorded since the command's version that conflict with it; empty when it may be played now. */
export function conflictsSince<C extends GameCommand>(
  capability: ConcurrencyCapability<C>,
  command: C,
  since: readonly { readonly seq: number; readonly command: GameCommand }[],
): Conflict[] {
  const mine = capability.touches(command);
  const conflicts: Conflict[] = [];
  for (const entry of since) {
    const theirs = capability.touches(entry.command as C);
    if (mine === 'everything' || theirs === 'everything') {
      conflicts.push({ seq: entry.seq, type: entry.command.type, over: 'everything' });
      continue;
    }
    const shared = mine.filter((key) => theirs.includes(key));
    if (shared.length) conflicts.push({ seq: entry.seq, type: entry.command.type, over: shared });
  }
  return conflicts;
}
