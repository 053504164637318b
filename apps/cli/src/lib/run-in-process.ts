import { buildProgram } from '../program';

/** What a `marshal …` call printed and how it ended, when run inside a test. */
export interface CliRun {
  readonly stdout: string;
  readonly stderr: string;
  /** 0 unless the command set `process.exitCode` (e.g. verify of a tampered record). */
  readonly exitCode: number;
  /** A thrown error (MarshalError for bad input; main.ts prints it and exits 2). */
  readonly error: Error | null;
}

/**
 * Run the CLI in-process with stdout/stderr captured, for tests: `await runCli('odds', '2d6', '--at-least', '8')`.
 * Commander's own exits (--help, usage errors) come back as `exitCode` instead of ending the test process.
 */
export async function runCli(...args: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const saved = { log: console.log, error: console.error, out: process.stdout.write, err: process.stderr.write, exitCode: process.exitCode };
  console.log = (...a: unknown[]) => void out.push(`${a.join(' ')}\n`);
  console.error = (...a: unknown[]) => void err.push(`${a.join(' ')}\n`);
  process.stdout.write = ((s: string | Uint8Array) => (out.push(String(s)), true)) as typeof process.stdout.write;
  process.stderr.write = ((s: string | Uint8Array) => (err.push(String(s)), true)) as typeof process.stderr.write;
  process.exitCode = 0;
  let error: Error | null = null;
  let exitCode = 0;
  try {
    const program = buildProgram().exitOverride();
    program.configureOutput({ writeOut: (s) => out.push(s), writeErr: (s) => err.push(s) });
    for (const sub of program.commands) sub.exitOverride().configureOutput({ writeOut: (s) => out.push(s), writeErr: (s) => err.push(s) });
    await program.parseAsync(['node', 'marshal', ...args]);
    exitCode = Number(process.exitCode ?? 0);
  } catch (e) {
    const ce = e as { code?: string; exitCode?: number };
    if (typeof ce.code === 'string' && ce.code.startsWith('commander.')) exitCode = ce.exitCode ?? 1;
    else {
      error = e as Error;
      exitCode = 2;
    }
  } finally {
    console.log = saved.log;
    console.error = saved.error;
    process.stdout.write = saved.out;
    process.stderr.write = saved.err;
    process.exitCode = saved.exitCode;
  }
  return { stdout: out.join(''), stderr: err.join(''), exitCode, error };
}
