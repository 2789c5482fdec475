import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlacedEntry } from '../../core/plugin/order-check';
import { pluginIds } from '../../server/plugin-folders';
import { generate, placedInRepo } from './generate';

/**
 * The scaffold's promise (issue 19): what `npm run new:plugin -- <id> --platform` writes typechecks, lints and passes
 * its own tests unchanged. Generated into a scratch folder inside the repository (so tsconfig paths and relative
 * imports resolve as they would in plugins/), removed afterwards.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);
let scratch: string;
let placed: PlacedEntry[];

beforeAll(async () => {
  scratch = mkdtempSync(join(repoRoot, 'tools/new-plugin/scratch-'));
  placed = await placedInRepo(repoRoot, pluginIds(join(repoRoot, 'plugins')));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('new:plugin', () => {
  it('refuses an id that is not kebab-case or whose folder exists', () => {
    const run = (id: string) => () => generate({ id, platform: false, outDir: scratch, repoRoot, placed });
    expect(run('DailyDrop')).toThrow(/not a kebab-case id/);
    expect(run('daily_drop')).toThrow(/not a kebab-case id/);
    expect(run('-drop')).toThrow(/not a kebab-case id/);
    expect(run('quests')).toThrow(/plugins\/quests already exists/);
  });

  it('writes a plugin and a platform module that typecheck, lint and pass their own tests', () => {
    const { files, nextSteps } = generate({ id: 'scaffold-probe', platform: true, outDir: scratch, repoRoot, placed });
    expect(files).toEqual(expect.arrayContaining(['plugins/scaffold-probe/manifest.ts', 'plugins/scaffold-probe/messages/fr-CA.json', 'tests/e2e/scaffold-probe.spec.ts', 'platform/modules/scaffold-probe/migrations/001_scaffold_probe.sql']));
    expect(nextSteps[0]).toContain('"scaffold-probe": {},');
    expect(nextSteps[1]).toContain("import { scaffoldProbeModule } from './scaffold-probe/index';");
    // Orders are free numbers of their bands: the new entries clash with nothing in the catalog.
    expect(readFileSync(join(scratch, 'plugins/scaffold-probe/manifest.ts'), 'utf8')).toMatch(/menu: 'header', order: \d+/);

    const up = relative(scratch, repoRoot).split('\\').join('/');
    writeFileSync(join(scratch, 'tsconfig.json'), JSON.stringify({ extends: `${up}/tsconfig.json`, include: ['**/*.ts', '**/*.tsx', `${up}/env.d.ts`] }));
    // Plain text (the parent vitest may force colours on its children), so the summary lines can be matched.
    const env = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' };
    // eslint-disable-next-line no-control-regex -- strips ANSI colour codes (ESC [ … m)
    const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: repoRoot, encoding: 'utf8', stdio: 'pipe', env }).replace(/\u001b\[[0-9;]*m/g, '');
    // tsc checks what the files import too; only errors in the generated files count (others are the core's own).
    let tscOutput = '';
    try {
      run(bin('tsc'), ['--noEmit', '--pretty', 'false', '-p', join(scratch, 'tsconfig.json')]);
    } catch (error) {
      tscOutput = String((error as { stdout?: string }).stdout ?? error);
    }
    // Either tsc passed, or it ran and reported errors (in files the generated ones import): never a tsc that did not start.
    expect(tscOutput === '' || /error TS\d+/.test(tscOutput), tscOutput).toBe(true);
    const scratchPath = relative(repoRoot, scratch);
    expect(tscOutput.split('\n').filter((line) => line.startsWith(scratchPath))).toEqual([]);
    expect(() => run(bin('eslint'), ['--max-warnings', '0', scratchPath])).not.toThrow();
    const output = run(bin('vitest'), ['run', scratchPath]);
    expect(output).toMatch(/Test Files\s+2 passed/);
    expect(output).toMatch(/Tests\s+\d+ passed/);
    expect(output).not.toMatch(/\d+ failed/);
  }, 600_000);

  it('refuses to run twice over the same id', () => {
    expect(() => generate({ id: 'scaffold-probe', platform: false, outDir: scratch, repoRoot, placed })).toThrow(/already exists/);
  });
});
