import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Another platform process for a concurrency test: runs `file` (a `*.child.ts` script) with `args`, resolves `ready`
 * once it printed "ready" (its platform is open on the shared database), and starts its work when the parent writes
 * a line to its stdin, so every child starts at the same moment.
 */
export function startChild(file: string, args: (string | number)[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', file, ...args.map(String)], { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const ready = new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('ready\n')) resolve();
    }),
  );
  const exited = new Promise<{ code: number | null; out: string }>((resolve) => child.on('exit', (code) => resolve({ code, out })));
  return { child, ready, exited };
}

/** The shared child that settles real-money rounds as the game studio publishes them (concurrent-bets.child.ts). */
export const CONCURRENT_BETS_CHILD = fileURLToPath(new URL('./concurrent-bets.child.ts', import.meta.url));
