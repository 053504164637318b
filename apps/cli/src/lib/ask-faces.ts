import { createInterface } from 'node:readline/promises';
import { type DiceRequest, parseFaces } from '@marshal/core';

/** Ask the person at the table for the faces of one roll. */
export type AskFaces = (request: DiceRequest) => Promise<number[]>;

/** Prompt on the terminal for each roll with its purpose; a wrong entry is refused with the reason and asked again. */
export function terminalAsk(): { ask: AskFaces; close: () => void } {
  const rl = createInterface({ input: process.stdin, output: process.stderr });
  const ask: AskFaces = async (request) => {
    for (;;) {
      const text = await rl.question(`roll ${request.count}d${request.sides} for: ${request.purpose}\n> `);
      try {
        return parseFaces(text, request);
      } catch (e) {
        process.stderr.write(`${(e as Error).message}\n`);
      }
    }
  };
  return { ask, close: () => rl.close() };
}
