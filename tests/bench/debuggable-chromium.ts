import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DebuggableChromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  stop(): Promise<void>;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** chrome-launcher's quiet defaults: no background traffic, updates or sync to disturb the measurement. */
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-default-apps',
  '--mute-audio',
];

/**
 * Starts Debian's Chromium with a fresh profile and a DevTools port it picks itself (port 0, read back from
 * its "DevTools listening" line, so two benches never race for a port). It runs in its own process group:
 * `stop()` ends the browser with all its helpers, and so does the bench exiting, whatever happens.
 */
export async function launchDebuggableChromium(): Promise<DebuggableChromium> {
  const root = mkdtempSync(join(tmpdir(), 'croupier-lighthouse-chromium-'));
  const profile = join(root, 'profile');
  // Chromium's own temp files (its singleton socket dir) go under `root` too, so cleaning up is one rmSync.
  const chromiumTmp = join(root, 'tmp');
  mkdirSync(chromiumTmp);
  const child = spawn(CHROMIUM, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, TMPDIR: chromiumTmp },
  });
  const signal = (target: 'browser' | 'group', name: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(target === 'group' ? -child.pid : child.pid, name);
    } catch {
      // already gone
    }
  };
  const killGroup = (name: NodeJS.Signals) => signal('group', name);
  const onExit = () => killGroup('SIGKILL');
  process.once('exit', onExit);

  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port in 30 s:\n${output}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      if (output.length > 64_000) return; // keep draining Chromium's log, stop keeping it
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code} before it was ready:\n${output}`));
    });
  }).catch((error: unknown) => {
    process.off('exit', onExit);
    killGroup('SIGKILL');
    rmSync(root, { recursive: true, force: true });
    throw error;
  });

  return {
    port,
    async stop() {
      process.off('exit', onExit);
      if (child.exitCode === null && child.signalCode === null) {
        // The browser process first, so it closes its helpers and its profile itself; then whatever is left.
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signal('browser', 'SIGTERM');
        const forced = setTimeout(() => killGroup('SIGKILL'), 5_000);
        await exited;
        clearTimeout(forced);
      }
      killGroup('SIGKILL');
      rmSync(root, { recursive: true, force: true });
    },
  };
}
