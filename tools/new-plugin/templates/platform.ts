import type { TemplateContext } from './context';

// The platform module: platform/modules/<id>/ (platform/README.md "A module").

export const moduleIndex = (ctx: TemplateContext) => {
  const { n } = ctx;
  const at = (to: string) => ctx.imp(`platform/modules/${n.id}/index.ts`, to);
  return `import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '${at('platform/module')}';
import { countSettledRound } from './count';
import { registerRoutes } from './routes';
import { SEED_VERSION, seed } from './seed';

/**
 * ${n.title} (README.md in this folder): counts each player's real-money rounds and stake per day, inside the
 * round's transaction, and answers \`GET /api/${n.id}\`. Listed once in platform/modules/index.ts.
 */
export const ${n.camel}Module: PlatformModuleDef = {
  name: '${n.id}',
  // The player's currency comes from accounts' public.ts.
  dependsOn: ['accounts'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: SEED_VERSION, run: (db) => seed(db) },
  register(app, ctx) {
    registerRoutes(app, ctx);
  },
  subscribe(on, ctx) {
    // In the round's transaction: the count commits with the round or not at all.
    on.inTransaction('round.settled', (round) => countSettledRound(ctx.db, round));
  },
};
`;
};

export const migration = ({ n }: TemplateContext) => `-- ${n.title} (${n.id} module): each player's real-money rounds and stake per UTC day and currency, written by the
-- round.settled handler inside the round's transaction. Amounts are integer minor units.
CREATE TABLE ${n.snake}_days (
  player_id INTEGER NOT NULL,
  day TEXT NOT NULL,
  currency TEXT NOT NULL,
  rounds INTEGER NOT NULL DEFAULT 0 CHECK (rounds >= 0),
  bet_cents INTEGER NOT NULL DEFAULT 0 CHECK (bet_cents >= 0),
  updated_at TEXT NOT NULL,
  PRIMARY KEY (player_id, day, currency)
);
`;

export const store = (ctx: TemplateContext) => {
  const { n } = ctx;
  return `import type { Db } from '${ctx.imp(`platform/modules/${n.id}/store.ts`, 'platform/db/database')}';

/** One row of \`${n.snake}_days\` (its own table: no other module's SQL names it). */
export interface DayRow {
  player_id: number;
  day: string;
  currency: string;
  rounds: number;
  bet_cents: number;
  updated_at: string;
}

/** Adds rounds and stake to a player's day, creating the row on the day's first round. */
export function addToDay(db: Db, entry: { playerId: number; day: string; currency: string; rounds: number; betCents: number; at: string }) {
  db.prepare(
    \`INSERT INTO ${n.snake}_days (player_id, day, currency, rounds, bet_cents, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (player_id, day, currency) DO UPDATE SET rounds = rounds + excluded.rounds, bet_cents = bet_cents + excluded.bet_cents, updated_at = excluded.updated_at\`,
  ).run(entry.playerId, entry.day, entry.currency, entry.rounds, entry.betCents, entry.at);
}

export function dayOf(db: Db, playerId: number, day: string, currency: string): DayRow | undefined {
  return db.prepare(\`SELECT * FROM ${n.snake}_days WHERE player_id = ? AND day = ? AND currency = ?\`).get(playerId, day, currency) as DayRow | undefined;
}

/** The UTC day of an ISO time: \`2026-11-24\`. */
export const dayKey = (iso: string) => iso.slice(0, 10);
`;
};

export const count = (ctx: TemplateContext) => {
  const at = (to: string) => ctx.imp(`platform/modules/${ctx.n.id}/count.ts`, to);
  return `import type { Db } from '${at('platform/db/database')}';
import type { RoundSettled } from '${at('platform/domain-event-map')}';
import { addToDay, dayKey } from './store';

/**
 * The \`round.settled\` subscriber (in the round's transaction): a real-money round counts on the day it settled.
 * Demo rounds (play money) do not.
 */
export function countSettledRound(db: Db, round: Readonly<RoundSettled>) {
  if (round.mode !== 'real') return;
  addToDay(db, { playerId: round.playerId, day: dayKey(round.settledAt), currency: round.currency, rounds: 1, betCents: round.betCents, at: round.settledAt });
}
`;
};

export const routes = (ctx: TemplateContext) => {
  const { n } = ctx;
  const at = (to: string) => ctx.imp(`platform/modules/${n.id}/routes.ts`, to);
  return `import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '${at('platform/auth/sessions')}';
import type { PlatformContext } from '${at('platform/context')}';
import { findPlayerById } from '${at('platform/modules/accounts/public')}';
import { dayKey, dayOf } from './store';

/** \`GET /api/${n.id}\` (plugins/${n.id}/api.ts reads it): the player's day in their currency; 401 without a session. */
export function registerRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.get('/api/${n.id}', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    const currency = findPlayerById(ctx.db, playerId)?.currency ?? 'EUR';
    const day = dayKey(ctx.clock.now().toISOString());
    const row = dayOf(ctx.db, playerId, day, currency);
    return { day, rounds: row?.rounds ?? 0, bet_cents: row?.bet_cents ?? 0, currency, updated_at: row?.updated_at ?? null };
  });
}
`;
};

export const seed = (ctx: TemplateContext) => {
  const at = (to: string) => ctx.imp(`platform/modules/${ctx.n.id}/seed.ts`, to);
  return `import type { Db } from '${at('platform/db/database')}';
import { findPlayerByEmail } from '${at('platform/modules/accounts/public')}';
import { addToDay, dayKey, dayOf } from './store';

/**
 * Demo state (DESIGN §12: every engine seeds a living state): the demo players have played on the seed's day.
 * Re-runnable: a day that already has a row is left alone. Bump the version when the demo data changes.
 */
export const SEED_VERSION = 1;

const DEMO_DAYS: Readonly<Record<string, { rounds: number; betCents: number }>> = {
  'demo@croupier.dev': { rounds: 12, betCents: 600 },
  'vip@croupier.dev': { rounds: 40, betCents: 8_000 },
};

export function seed(db: Db, now = new Date()) {
  const day = dayKey(now.toISOString());
  for (const [email, played] of Object.entries(DEMO_DAYS)) {
    const player = findPlayerByEmail(db, email);
    if (!player || dayOf(db, player.id, day, player.currency)) continue;
    addToDay(db, { playerId: player.id, day, currency: player.currency, rounds: played.rounds, betCents: played.betCents, at: now.toISOString() });
  }
}
`;
};

export const testPlatform = (ctx: TemplateContext) => {
  const { n } = ctx;
  const from = `platform/modules/${n.id}/test-platform.ts`;
  return `import cookie from '@fastify/cookie';
import { buildPlatformApp } from '${ctx.imp(from, 'platform/app')}';
import { migrate } from '${ctx.imp(from, 'platform/db/migrate')}';
import { platformModules } from '${ctx.imp(from, 'platform/modules/index')}';
import { createManualClock } from '${ctx.imp(from, 'platform/scheduler')}';
import { seedModules } from '${ctx.imp(from, 'platform/seed')}';
import { tempDataDir } from '${ctx.imp(from, 'tests/platform/helpers')}';
import { ${n.camel}Module } from './index';

/**
 * A platform for this module's tests (exempt from the module-boundary check): a fresh data directory, time on a
 * manual clock, no scheduler timer. Until the module is listed in platform/modules/index.ts it is installed here
 * the way app.ts installs a listed one (migrations, subscriptions, seed, routes), so its tests run from the start.
 */
export async function make${n.pascal}Platform() {
  const temp = tempDataDir('croupier-${n.id}-');
  const clock = createManualClock(new Date());
  const { app, ctx } = await buildPlatformApp({ dataDir: temp.dir, clock, runScheduler: false });
  if (!platformModules.some((module) => module.name === ${n.camel}Module.name)) {
    const modules = [...platformModules, ${n.camel}Module];
    migrate(ctx.db, modules);
    ${n.camel}Module.subscribe?.(ctx.domain.subscriptionsFor(${n.camel}Module.name), ctx);
    seedModules(ctx.db, modules);
    await app.register(async (scope) => {
      await scope.register(cookie);
      await ${n.camel}Module.register(scope, ctx);
    });
  }
  await app.ready();
  return {
    app,
    ctx,
    db: ctx.db,
    clock,
    async close() {
      await app.close();
      temp.cleanup();
    },
  };
}
export type ${n.pascal}Platform = Awaited<ReturnType<typeof make${n.pascal}Platform>>;
`;
};

export const moduleTest = (ctx: TemplateContext) => {
  const { n } = ctx;
  const from = `platform/modules/${n.id}/${n.id}.test.ts`;
  return `import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findPlayerByEmail } from '${ctx.imp(from, 'platform/modules/accounts/public')}';
import { createPlayer, signIn } from '${ctx.imp(from, 'tests/platform/helpers')}';
import { settle } from '${ctx.imp(from, 'tests/platform/promotion-helpers')}';
import { dayKey } from './store';
import { make${n.pascal}Platform, type ${n.pascal}Platform } from './test-platform';

describe('${n.id} module', () => {
  let platform: ${n.pascal}Platform;
  beforeEach(async () => {
    platform = await make${n.pascal}Platform();
  });
  afterEach(async () => platform.close());

  const get = (playerId?: number) =>
    platform.app.inject({ method: 'GET', url: '/api/${n.id}', headers: playerId === undefined ? {} : signIn(platform.db, playerId).headers });

  it('counts the real rounds a player settles today, not the demo ones', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    settle(platform, { playerId, betCents: 100, currency: 'EUR' });
    settle(platform, { playerId, betCents: 250, currency: 'FUN', mode: 'demo' });
    settle(platform, { playerId, betCents: 50, currency: 'EUR', winCents: 80 });
    const answer = await get(playerId);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ day: dayKey(platform.clock.now().toISOString()), rounds: 2, bet_cents: 150, currency: 'EUR' });
  });

  it('starts the next day at zero', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    settle(platform, { playerId, betCents: 100, currency: 'EUR' });
    platform.clock.advance(24 * 60 * 60 * 1000);
    expect((await get(playerId)).json()).toMatchObject({ rounds: 0, bet_cents: 0 });
  });

  it('answers 401 without a session', async () => {
    expect((await get()).statusCode).toBe(401);
  });

  it("seeds the demo player's day", () => {
    const demo = findPlayerByEmail(platform.db, 'demo@croupier.dev');
    expect(demo).toBeDefined();
    const seeded = platform.db.prepare('SELECT COUNT(*) AS n FROM ${n.snake}_days WHERE player_id = ?').get(demo!.id) as { n: number };
    expect(seeded.n).toBeGreaterThan(0);
  });
});
`;
};

export const readme = ({ n }: TemplateContext) => `# ${n.title} (platform module \`${n.id}\`)

Generated by \`npm run new:plugin -- ${n.id} --platform\` (platform/README.md "A module").

- \`migrations/001_${n.snake}.sql\` — \`${n.snake}_days\`: rounds and stake per player, UTC day and currency.
- \`count.ts\` — the \`round.settled\` subscriber, in the round's transaction: real-money rounds only.
- \`routes.ts\` — \`GET /api/${n.id}\` for the signed-in player (401 otherwise); the client is \`plugins/${n.id}/api.ts\`.
- \`seed.ts\` — the demo players' day (re-runnable; bump \`SEED_VERSION\` when it changes).
- \`${n.id}.test.ts\` with \`test-platform.ts\` — fastify inject on a fresh platform with a manual clock.

Decisions: no money moves here (a prize would go through the wallet's \`public.ts\` in the same transaction, with a
ledger row); no pushes (the page reads on open). List the module in \`platform/modules/index.ts\` to serve it.
`;
