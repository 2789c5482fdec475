import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inspectSite } from './inspect';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What each brand turns on, as a reviewer reads it (tools/inspect-site/__snapshots__/<site>.txt). A manifest or site
 * change shows here as a diff of plain lines; accept it with `npx vitest run tools/inspect-site -u`.
 */
describe('inspect:site', () => {
  it.each(['aurora', 'desert'])('%s', async (site) => {
    await expect(await inspectSite(repoRoot, site)).toMatchFileSnapshot(`./__snapshots__/${site}.txt`);
  });

  it('finds a site by one of its hosts, and names the sites when none matches', async () => {
    expect((await inspectSite(repoRoot, 'desert.localhost')).split('\n')[0]).toBe('Site desert — Desert Palms');
    await expect(inspectSite(repoRoot, 'nowhere.example')).rejects.toThrow(/no site with id or host "nowhere.example" \(sites: aurora, desert/);
  });
});
