import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_AB_REGISTRATION_GROUPS, SELF_ASSIGNED_GROUPS_CAP } from '../../../config/player-groups';
import { IBAN_LT_GROUP } from '../../../config/limits';
import { authOptionsSchema } from '../../../plugins/auth/manifest';
import { selfAssignGroups } from './self-assign-groups';
import { loadSelfAssignableGroups } from './self-assignable-groups';
import { signIn, startTestPlatform, type CookieJar, type TestPlatform } from './test-platform';

const VIP_TIERS = [255, 257, 258, 259, 759];

describe('POST /api/player/groups allow-list', () => {
  let platform: TestPlatform;
  let jar: CookieJar;
  let playerId: number;
  beforeEach(async () => {
    platform = await startTestPlatform();
    jar = (await signIn(platform.app, 'canuck@croupier.dev', 'Demo12345')).jar;
    playerId = (await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() })).json().id;
    await setLocale('en'); // the demo player speaks fr-CA
  });
  afterEach(() => platform.close());

  const setLocale = (locale: string) => platform.app.inject({ method: 'PATCH', url: '/api/player/update_locale', payload: { locale }, headers: jar.headers() });
  const add = (ids: number[]) => platform.app.inject({ method: 'POST', url: '/api/player/groups', payload: { groups: { add: ids } }, headers: jar.headers() });
  const groupsInDb = () => platform.ctx.db.prepare('SELECT group_id FROM player_groups WHERE player_id = ? ORDER BY group_id').pluck().all(playerId) as number[];

  it('adds the groups the client adds: an AB registration variant and the LT IBAN marker', async () => {
    const before = groupsInDb();
    const response = await add([DEFAULT_AB_REGISTRATION_GROUPS.even, IBAN_LT_GROUP]);
    expect(response.statusCode).toBe(200);
    expect(response.json().groups).toEqual([...before, IBAN_LT_GROUP, DEFAULT_AB_REGISTRATION_GROUPS.even].sort((a, b) => a - b));
  });

  it.each(VIP_TIERS.map((id) => [id]))('refuses VIP tier %i with a clear 422 and changes nothing', async (id) => {
    const before = groupsInDb();
    const pushed: unknown[] = [];
    const unsubscribe = platform.ctx.events.subscribe((event) => pushed.push(event));
    const response = await add([id]);
    unsubscribe();
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ errors: { groups: [`These groups cannot be added: ${id}`] } });
    expect(groupsInDb()).toEqual(before);
    expect(pushed).toEqual([]);
  });

  it('refuses a whole request that mixes allowed and refused ids, naming only the refused ones', async () => {
    const before = groupsInDb();
    const response = await add([DEFAULT_AB_REGISTRATION_GROUPS.odd, 255, 21, 255]);
    expect(response.json()).toEqual({ errors: { groups: ['These groups cannot be added: 255, 21'] } });
    expect(groupsInDb()).toEqual(before);
  });

  it('answers in the player language', async () => {
    await setLocale('de');
    expect((await add([759])).json()).toEqual({ errors: { groups: ['Diese Gruppen können nicht hinzugefügt werden: 759'] } });
  });

  it('re-adding a held group is accepted and does not count twice toward the cap', async () => {
    for (let i = 0; i < 5; i++) expect((await add([IBAN_LT_GROUP])).statusCode).toBe(200);
    expect(groupsInDb().filter((id) => id === IBAN_LT_GROUP)).toHaveLength(1);
  });
});

describe('per-player cap on self-added groups', () => {
  let platform: TestPlatform;
  beforeEach(async () => {
    platform = await startTestPlatform();
  });
  afterEach(() => platform.close());

  it(`holds at most ${SELF_ASSIGNED_GROUPS_CAP} self-assignable groups; a request past the cap adds none of its ids`, async () => {
    const { db } = platform.ctx;
    const playerId = db.prepare('SELECT id FROM players ORDER BY id LIMIT 1').pluck().get() as number;
    const allowed = new Set([9001, 9002, 9003, 9004, 9005]);
    const held = () => (db.prepare('SELECT group_id FROM player_groups WHERE player_id = ?').pluck().all(playerId) as number[]).filter((id) => allowed.has(id));
    expect(selfAssignGroups(platform.ctx, playerId, [9001, 9002], allowed).ok).toBe(true);
    expect(selfAssignGroups(platform.ctx, playerId, [9003, 9004], allowed)).toEqual({ ok: false, error: { key: 'groupsCapReached', values: { max: SELF_ASSIGNED_GROUPS_CAP } } });
    expect(held().sort()).toEqual([9001, 9002]);
    expect(selfAssignGroups(platform.ctx, playerId, [9003, 9001], allowed).ok).toBe(true);
    expect(selfAssignGroups(platform.ctx, playerId, [9005], allowed).ok).toBe(false);
    expect(held().sort()).toEqual([9001, 9002, 9003]);
  });
});

describe('the allow-list is defined once', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'croupier-sites-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('the auth plugin adds by default exactly the AB variants the platform allows', () => {
    const defaults = authOptionsSchema.parse({}).abRegistrationGroups;
    expect(defaults).toEqual(DEFAULT_AB_REGISTRATION_GROUPS);
    const allowed = loadSelfAssignableGroups();
    expect(allowed.has(defaults.even) && allowed.has(defaults.odd) && allowed.has(IBAN_LT_GROUP)).toBe(true);
    for (const id of [...VIP_TIERS, 21, 916, 100, 545, 543]) expect(allowed.has(id), String(id)).toBe(false);
  });

  it('adds the groups site files configure for the auth plugin, never a platform-only one, and skips broken files', () => {
    writeFileSync(join(dir, 'a.json'), JSON.stringify({ plugins: { auth: { abRegistrationGroups: { even: 4200, odd: 4201 }, newProviderSeenGroup: 4300 } } }));
    writeFileSync(join(dir, 'b.json'), JSON.stringify({ plugins: { auth: { newProviderSeenGroup: 21, abRegistrationGroups: { even: -1, odd: '7' } } } }));
    writeFileSync(join(dir, 'c.json'), '{ broken');
    expect([...loadSelfAssignableGroups(dir)].sort((a, b) => a - b)).toEqual([1101, 3100, 3101, 4200, 4201, 4300]);
    expect([...loadSelfAssignableGroups(join(dir, 'missing'))].sort((a, b) => a - b)).toEqual([1101, 3100, 3101]);
  });
});
