import { useEffect, useRef } from 'react';
import { resolveRuleset } from '@marshal/core';
import { type DaCommand, type DaState, type DarkAgeRules, baseRules, daBotCommand, darkAgeOptionRegistry } from '@marshal/dark-age';

/** The game's rules as its header's ruleset makes them (the bot must judge ranges and lines as the server will). */
function rulesOf(ruleset: readonly string[]): DarkAgeRules {
  try {
    return resolveRuleset<DarkAgeRules>(darkAgeOptionRegistry, baseRules, ruleset).rules;
  } catch {
    return baseRules;
  }
}

/**
 * Solo play: while it is the bot's player's turn (setup `botPlayer`), send the bot's next command, one per game version.
 * It stops when a command waits for table dice (the person rolls for the bot), is refused (the message shows) or the game ends.
 */
export function useDaBot(s: DaState | null, version: number | null, ruleset: readonly string[], idle: boolean, send: (c: DaCommand) => Promise<boolean>): void {
  const sentAt = useRef<number | null>(null);
  useEffect(() => {
    if (!s || version === null || !idle || s.outcome || s.botPlayer === undefined || s.botPlayer !== s.currentPlayer) return;
    if (sentAt.current === version) return;
    const command = daBotCommand(s, rulesOf(ruleset));
    if (!command) return;
    sentAt.current = version;
    void send(command);
  }, [s, version, ruleset, idle, send]);
}
