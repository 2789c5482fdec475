import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningHost {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
  /** Sends a signal and resolves with the exit code (the data folder is kept for inspection until `stop`). */
  signal(name: NodeJS.Signals): Promise<number | null>;
}

/** Starts the real host with a fresh reference platform on 127.0.0.1 and a port the OS picks. */
export async function startHost(env: Record<string, string> = {}): Promise<RunningHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-'));
  // `npm run test:e2e` runs the host as `npm start` does (the built JavaScript); a single spec run by hand uses
  // the TypeScript sources, so it never tests a stale build.
  const entry = process.env.E2E_BUILT_SERVER === '1' ? ['dist/server/main.js'] : ['--import', 'tsx', 'server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, entry, {
    cwd: process.cwd(),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, EXIT_WITH_PARENT: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Croupier on (http:\/\/[^\s]+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`host exited with ${code}:\n${output}`)));
  });
  const port = Number(new URL(url).port);
  return {
    url,
    port,
    dataDir,
    signal(name) {
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
      child.kill(name);
      return exited;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
