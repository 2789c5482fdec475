import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pluginIds } from '../../server/plugin-folders';
import { generate, placedInRepo, type Generated } from './generate';

/**
 * docs/first-promo-type.md cannot rot (issue 19 item 7): its result is built here from the scaffold
 * (`npm run new:plugin -- daily-drop --platform`), and every code block, file path and command it names is checked
 * against what the scaffold writes and prints, the repository and package.json. That the generated code typechecks,
 * lints and passes its tests is new-plugin.test.ts's job (same templates, another id).
 *
 * Conventions of the tutorial: a code block after `<!-- file: <path> -->` is an excerpt of that generated file (its
 * lines, consecutive, indentation aside; `…` stands for anything within a line, e.g. an order number the scaffold
 * picks); a block after `<!-- printed-by: new:plugin -->` is what the scaffold prints to add by hand.
 */
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const tutorialPath = join(repoRoot, 'docs/first-promo-type.md');
const tutorial = readFileSync(tutorialPath, 'utf8');
const scripts = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

let scratch: string;
let generated: Generated;

beforeAll(async () => {
  // Outside the repository, so nothing of daily-drop is ever left in it, and a real plugins/daily-drop (someone
  // following the tutorial) does not stop the test: the scratch folder stands in for the repository root.
  scratch = mkdtempSync(join(tmpdir(), 'croupier-tutorial-'));
  const placed = await placedInRepo(repoRoot, pluginIds(join(repoRoot, 'plugins')));
  generated = generate({ id: 'daily-drop', platform: true, outDir: scratch, repoRoot: scratch, placed });
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Block {
  marker: string | null;
  lang: string;
  lines: string[];
}

/** The fenced code blocks, each with the HTML comment right above it, if any. */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\w*)\s*$/.exec(lines[i]!);
    if (!open) continue;
    const marker = /^<!--\s*(.+?)\s*-->$/.exec(lines[i - 1] ?? '')?.[1] ?? null;
    const end = lines.indexOf('```', i + 1);
    blocks.push({ marker, lang: open[1]!, lines: lines.slice(i + 1, end) });
    i = end;
  }
  return blocks;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A block's line as a pattern: indentation aside, `…` matching anything within the line. */
const linePattern = (line: string) => new RegExp(`^${line.trim().split('…').map(escape).join('.*?')}$`);

/** Whether `excerpt`'s lines occur, consecutively, in `text`. */
function contains(text: string, excerpt: string[]): boolean {
  const lines = text.split('\n').map((line) => line.trim());
  const patterns = excerpt.map(linePattern);
  return lines.some((_, start) => patterns.every((pattern, i) => pattern.test(lines[start + i] ?? '')));
}

/** Repository paths the tutorial names: in backticks, or as arguments in its shell blocks. */
const PATH = /^(?:plugins|platform|tests|tools|core|config|schemas|sites|docs|server)\/[\w./-]+$/;
function pathsNamed(): string[] {
  const inline = [...tutorial.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!);
  const inShell = blocksOf(tutorial)
    .filter((block) => block.lang === 'sh')
    .flatMap((block) => block.lines.flatMap((line) => line.split(/\s+/)));
  return [...new Set([...inline, ...inShell].filter((token) => PATH.test(token)))];
}

/** Commands of the shell blocks, one per line. */
const commands = () =>
  blocksOf(tutorial)
    .filter((block) => block.lang === 'sh')
    .flatMap((block) => block.lines.map((line) => line.trim()).filter(Boolean));

describe('docs/first-promo-type.md', () => {
  it('starts from the scaffold command this test runs', () => {
    expect(commands()).toContain('npm run new:plugin -- daily-drop --platform');
    expect(tutorial).toContain(`It writes ${generated.files.length} files`);
  });

  it('quotes each generated file it marks exactly as the scaffold writes it', () => {
    const excerpts = blocksOf(tutorial).filter((block) => block.marker?.startsWith('file:'));
    expect(excerpts.length).toBeGreaterThan(5);
    for (const block of excerpts) {
      const file = block.marker!.slice('file:'.length).trim();
      expect(generated.files, `the tutorial quotes ${file}, which the scaffold does not write`).toContain(file);
      const text = readFileSync(join(scratch, file), 'utf8');
      expect(contains(text, block.lines), `this excerpt is not in the generated ${file}:\n${block.lines.join('\n')}`).toBe(true);
    }
  });

  it('shows the lines to add by hand as the scaffold prints them', () => {
    const printed = blocksOf(tutorial).filter((block) => block.marker === 'printed-by: new:plugin');
    expect(printed).toHaveLength(2);
    const steps = generated.nextSteps.join('\n');
    for (const line of printed.flatMap((block) => block.lines).map((l) => l.trim()).filter(Boolean)) {
      expect(steps, `the scaffold no longer prints: ${line}`).toContain(line);
    }
  });

  it('names every source file the scaffold writes, and only paths that exist', () => {
    const named = pathsNamed();
    const source = generated.files.filter((file) => /\.(ts|tsx|sql)$/.test(file));
    for (const file of source) expect(named, `the tutorial does not explain ${file}`).toContain(file);
    // Folders of generated files count too (`plugins/daily-drop`, `plugins/daily-drop/messages/`).
    const generatedDirs = new Set(generated.files.flatMap((file) => file.split('/').slice(0, -1).map((_, i, parts) => parts.slice(0, i + 1).join('/'))));
    for (const path of named) {
      const known = generated.files.includes(path) || generatedDirs.has(path.replace(/\/$/, '')) || existsSync(join(repoRoot, path));
      expect(known, `the tutorial names ${path}, which is neither generated nor in the repository`).toBe(true);
    }
  });

  it('runs only npm scripts that exist and tools that are installed', () => {
    const inline = [...tutorial.matchAll(/`(npm (?:run [\w:-]+|start)[^`]*)`/g)].map((m) => m[1]!);
    for (const command of [...commands(), ...inline]) {
      const words = command.split(/\s+/).filter((word) => !/^[A-Z_]+=/.test(word));
      if (words[0] === 'npm') {
        const script = words[1] === 'run' ? words[2]! : words[1]!;
        expect(scripts, `npm script "${script}" (${command})`).toHaveProperty([script]);
      } else {
        expect(words[0], command).toBe('npx');
        expect(existsSync(join(repoRoot, 'node_modules/.bin', words[1]!)), `npx ${words[1]} is not installed (${command})`).toBe(true);
      }
    }
  });

  it('links only to files of the repository, and the README links to it', () => {
    for (const [, target] of tutorial.matchAll(/\]\(([^)#\s]+)\)/g)) {
      if (/^https?:/.test(target!)) continue;
      expect(existsSync(join(dirname(tutorialPath), target!)), `broken link ${target}`).toBe(true);
    }
    expect(readFileSync(join(repoRoot, 'README.md'), 'utf8')).toContain('](docs/first-promo-type.md)');
  });
});
