import type { TemplateContext } from './context';

// The client plugin: plugins/<id>/. Each function returns one file's text.

export const manifest = ({ n, orders }: TemplateContext) => `import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { LOBBY_ROWS } from '@schemas/contracts/slots';

/** What a site may set under \`plugins["${n.id}"]\` (checked by \`npm run check:sites\` and at boot). */
export const ${n.camel}OptionsSchema = z.object({
  /** The lobby row; a site turns it off with \`"lobbyRow": false\`. */
  lobbyRow: z._default(z.boolean(), true),
});
export type ${n.pascal}Options = z.infer<typeof ${n.camel}OptionsSchema>;

/**
 * ${n.title}: its page, a header menu item and a lobby row, as data (README "Writing a plugin"). No \`enabledBy\`:
 * the plugin is on wherever a site lists it. Orders are free numbers of the promotion bands of
 * config/contribution-order.ts (the generator read every manifest to pick them).
 */
export const ${n.camel}Manifest = defineManifest({
  id: '${n.id}',
  options: ${n.camel}OptionsSchema,
  contributes: {
    routes: { page: { path: '/${n.id}', order: 500 } },
    menuItems: { header: { menu: 'header', order: ${orders.header}, labelKey: '${n.id}:title', to: '/${n.id}', icon: 'gift' } },
    slots: { 'lobby-row': { slot: LOBBY_ROWS, order: ${orders.lobbyRow}, onlyIf: 'lobbyRow' } },
  },
});

/** The host and the catalog read the default export. */
export default ${n.camel}Manifest;
`;

export const index = ({ n }: TemplateContext) => `import { definePlugin } from '@core/index';
import { ${n.camel}Manifest } from './manifest';

/** Wiring only (README "Fast first visit"): the page and the lobby row load lazily, each in its own chunk. */
export default definePlugin(${n.camel}Manifest, (api) => {
  api.implement({
    routes: { page: () => import('./pages/${n.pascal}Page') },
    slots: { 'lobby-row': () => import('./components/${n.pascal}Row') },
  });
});
`;

export const api = ({ n }: TemplateContext) => `import * as z from 'zod/mini';
import { definePluginState, type PluginRuntime } from '@core/index';
import { ${n.camel}Manifest } from './manifest';

/**
 * \`GET /api/${n.id}\`: the signed-in player's day. A tolerant reader: fields it does not know are dropped
 * (zod/mini objects strip them), \`updated_at\` may be missing or null, and an answer that does not parse is logged
 * with the code \`LOAD_${n.upper}\` and rejected (the store shows its error state).
 */
export const ${n.camel}DaySchema = z.object({
  day: z.string(),
  rounds: z.int().check(z.minimum(0)),
  /** Integer minor units of \`currency\`. */
  bet_cents: z.int().check(z.minimum(0)),
  currency: z.string(),
  updated_at: z.optional(z.nullable(z.string())),
});
export type ${n.pascal}Day = z.infer<typeof ${n.camel}DaySchema>;

export function create${n.pascal}Api(runtime: PluginRuntime) {
  return {
    day: () => runtime.http.request({ path: '/api/${n.id}', schema: ${n.camel}DaySchema, code: 'LOAD_${n.upper}' }),
  };
}
export type ${n.pascal}Api = ReturnType<typeof create${n.pascal}Api>;

/** A \`runtime\` state: built on first use, so this schema loads with the page that asks, not with the entry. */
export const ${n.camel}ApiState = definePluginState(${n.camel}Manifest, ({ runtime }) => create${n.pascal}Api(runtime), { lifetime: 'runtime' });
`;

export const store = ({ n }: TemplateContext) => `import { proxy, ref } from 'valtio';
import type { ${n.pascal}Api, ${n.pascal}Day } from './api';

export interface ${n.pascal}State {
  status: 'idle' | 'loading' | 'ready' | 'error';
  day: ${n.pascal}Day | null;
}

/** The player's day (valtio proxy); the API arrives through \`loadApi\`, so its code loads on first use. */
export function create${n.pascal}Store(loadApi: () => Promise<${n.pascal}Api>) {
  const state = proxy<${n.pascal}State>({ status: 'idle', day: null });
  let pending: Promise<void> | null = null;
  const fetchDay = async () => {
    state.status = 'loading';
    try {
      state.day = ref(await (await loadApi()).day());
      state.status = 'ready';
    } catch {
      // The API client logged the code; the page shows its error text.
      state.status = 'error';
    }
  };
  return {
    state,
    /** Asks once per session; later calls share the first answer. */
    load: () => (pending ??= fetchDay()),
    reload: () => (pending = fetchDay()),
  };
}
export type ${n.pascal}Store = ReturnType<typeof create${n.pascal}Store>;
`;

export const state = ({ n }: TemplateContext) => `import { definePluginState, stateOf } from '@core/index';
import { ${n.camel}Manifest } from './manifest';
import { create${n.pascal}Store } from './store';

/** One store per runtime; a \`session\` state (the default): dropped at logout, rebuilt fresh for the next player. */
export const ${n.camel}State = definePluginState(${n.camel}Manifest, ({ runtime }) =>
  create${n.pascal}Store(() => import('./api').then(({ ${n.camel}ApiState }) => stateOf(runtime, ${n.camel}ApiState))),
);
`;

export const page = ({ n }: TemplateContext) => `import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { formatMoney, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { ${n.camel}State } from '../state';
import styles from './${n.pascal}Page.module.css';

/**
 * \`/${n.id}\`: the player's rounds and stake of the day; guests get a sign-in link. wouter's \`Link\` keeps the
 * locale prefix (\`/de/…\`); a plain \`<a href>\` would drop it (\`runtime.href(path)\` gives the prefixed path).
 */
export default function ${n.pascal}Page() {
  const runtime = useRuntime();
  const session = useSession();
  const { t } = useTranslation('${n.id}');
  const store = usePluginState(${n.camel}State);
  const snap = useSnapshot(store.state);
  const player = session.status === 'player';

  useEffect(() => {
    if (player) void store.load();
  }, [player, store]);

  return (
    <section className={styles.page} aria-labelledby="${n.id}-title" data-testid="${n.id}-page">
      <h1 id="${n.id}-title">{t('title')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {!player ? (
        <p>
          {t('signIn')} <Link href={runtime.pathOf('sign-in')}>{t('signInLink')}</Link>
        </p>
      ) : snap.status === 'error' ? (
        <p role="alert">{t('error')}</p>
      ) : snap.day ? (
        <dl className={styles.facts}>
          <dt>{t('rounds')}</dt>
          <dd data-testid="${n.id}-rounds">{snap.day.rounds}</dd>
          <dt>{t('staked')}</dt>
          <dd data-testid="${n.id}-staked">{formatMoney(snap.day.bet_cents, snap.day.currency, runtime.locale.current).text}</dd>
        </dl>
      ) : (
        // Reserves the facts' height while loading: nothing below moves when they arrive.
        <p className={styles.loading} aria-busy="true">{t('loading')}</p>
      )}
    </section>
  );
}
`;

export const pageCss = () => `.page { max-width: 720px; margin: 0 auto; padding: 16px; }
.intro { color: var(--color-muted); }
.facts { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; min-height: 64px; margin: 16px 0; }
.facts dt { color: var(--color-muted); }
.facts dd { margin: 0; font-weight: 700; }
.loading { min-height: 64px; margin: 16px 0; color: var(--color-muted); }
`;

export const row = ({ n }: TemplateContext) => `import { Link } from 'wouter';
import { useTranslation } from '@core/index';
import styles from './${n.pascal}Row.module.css';

/** The lobby row (slot \`lobby.rows\`): static text and a link, so it has its size from the first frame. */
export default function ${n.pascal}Row() {
  const { t } = useTranslation('${n.id}');
  return (
    <section className={styles.row} aria-labelledby="${n.id}-row-title" data-testid="${n.id}-row">
      <h2 id="${n.id}-row-title" className={styles.title}>{t('title')}</h2>
      <p className={styles.text}>{t('rowText')}</p>
      <Link href="/${n.id}" className={styles.link}>{t('open')}</Link>
    </section>
  );
}
`;

export const rowCss = () => `.row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; min-height: 72px; padding: 12px 16px; border-radius: var(--radius); background: var(--color-surface); }
.title { margin: 0; font-size: 1.1rem; }
.text { margin: 0; flex: 1 1 200px; color: var(--color-muted); }
.link { padding: 8px 14px; border-radius: var(--radius); background: var(--color-accent); color: var(--color-accent-contrast); font-weight: 700; text-decoration: none; }
`;

export const test = (ctx: TemplateContext) => {
  const { n, orders } = ctx;
  const harness = ctx.imp(`plugins/${n.id}/tests/${n.id}.test.ts`, 'tests/harness/index');
  return `// @vitest-environment happy-dom
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { stateOf } from '@core/index';
import { LOBBY_ROWS } from '@schemas/contracts/slots';
import { contributionsOf, createTestRuntime, messagesFor, pluginEntry, testPlayer } from '${harness}';
import { ${n.camel}Manifest } from '../manifest';
import { ${n.camel}State } from '../state';

const entry = pluginEntry(${n.camel}Manifest, () => import('../index'));
const nothing = { menuSources: [], modals: [], placeholders: [], realtime: [], hashTriggers: [], redirects: [] };
const aDay = { day: '2026-11-24', rounds: 3, bet_cents: 150, currency: 'EUR', updated_at: null };

// The contributions as the registry holds them, read without rendering (tests/harness/plugin-kit.ts).
describe('${n.id}', () => {
  it('adds its page, a header menu item and a lobby row', async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry] });
    expect(contributionsOf(runtime, '${n.id}')).toEqual({
      ...nothing,
      routes: [{ key: 'page', path: '/${n.id}', order: 500 }],
      menuItems: [{ key: 'header', menu: 'header', order: ${orders.header}, labelKey: '${n.id}:title', to: '/${n.id}', icon: 'gift' }],
      slots: [{ key: 'lobby-row', slot: LOBBY_ROWS.name, order: ${orders.lobbyRow} }],
    });
  });

  it('leaves the lobby row out when the site sets lobbyRow: false', async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry], pluginOptions: { '${n.id}': { lobbyRow: false } } });
    expect(contributionsOf(runtime, '${n.id}').slots).toEqual([]);
  });

  it('loads the day through its store, ignoring fields it does not know', async () => {
    const { runtime, api } = await createTestRuntime({ plugins: [entry], player: testPlayer(), api: { 'GET /api/${n.id}': { ...aDay, surprise: true } } });
    const store = stateOf(runtime, ${n.camel}State);
    await store.load();
    expect(store.state.status).toBe('ready');
    expect(store.state.day).toEqual(aDay);
    await store.load();
    expect(api.calls.filter((call) => call.path === '/api/${n.id}')).toHaveLength(1);
  });

  it('a malformed answer ends in the error state', async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry], player: testPlayer(), api: { 'GET /api/${n.id}': { ...aDay, rounds: 'three' } } });
    const store = stateOf(runtime, ${n.camel}State);
    await store.load();
    expect(store.state).toMatchObject({ status: 'error', day: null });
  });

  it('has its messages (the harness loads them with messagesFor)', async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry], messages: messagesFor('${n.id}', join(__dirname, '../messages')) });
    expect(runtime.i18n.t('${n.id}:title')).toBe('${n.title}');
  });
});
`;
};

export const readme = ({ n, platform }: TemplateContext) => `# ${n.title} (plugin \`${n.id}\`)

Generated by \`npm run new:plugin -- ${n.id}${platform ? ' --platform' : ''}\`. A page at \`/${n.id}\` with the signed-in player's
rounds and stake of the day (\`GET /api/${n.id}\`${platform ? `, served by \`platform/modules/${n.id}/\`` : ''}), a header menu item and a lobby row.

- \`manifest.ts\` — what it adds, as data; \`index.ts\` — wiring only; \`api.ts\` — the wire schema (tolerant reader) and
  client; \`store.ts\` + \`state.ts\` — the valtio store, one per runtime; \`pages/\`, \`components/\` — lazy chunks.
- Options: \`lobbyRow\` (default \`true\`) turns the lobby row off.
- Messages: \`messages/<locale>.json\` in all nine locales. The scaffold's texts come translated; the title
  (\`${n.title}\`) is the same in every language until you name the promo — rename it in each file.
- Tests: \`tests/${n.id}.test.ts\` (harness, no rendering); the browser spec is \`tests/e2e/${n.id}.spec.ts\`.
`;
