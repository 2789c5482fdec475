import { describe, expectTypeOf, it } from 'vitest';
import * as z from 'zod/mini';
import { defineManifest, definePlugin } from '../../core/plugin/define';
import type { PluginApi } from '../../core/plugin/plugin-api';
import type { PluginRuntime } from '../../core/runtime/plugin-runtime';
import type { Runtime } from '../../core/runtime/types';
import { EDIT_PROFILE_MODAL, SEARCH_MODAL } from '../../schemas/contracts/modals';
import { CHAT_SERVICE } from '../../schemas/contracts/services';
import * as slots from '../../schemas/contracts/slots';
import { HEADER_BALANCE_DROPDOWN, LOBBY_ROWS } from '../../schemas/contracts/slots';

// The checks are the `@ts-expect-error` lines: `npm run typecheck` fails if any of them compiles.
const none = async () => ({ default: () => null });

const manifest = defineManifest({
  id: 'contract-probe',
  options: z.object({ rows: z._default(z.boolean(), true) }),
  contributes: {
    routes: { home: { path: '/probe', order: 100 } },
    slots: { row: { slot: LOBBY_ROWS, order: 100 }, dropdown: { slot: HEADER_BALANCE_DROPDOWN, order: 100 } },
    modals: { edit: { modal: EDIT_PROFILE_MODAL } },
  },
});

describe('typed cross-plugin contracts', () => {
  it('an unknown slot is a type error, not a blank', () => {
    // @ts-expect-error -- there is no such slot contract
    void slots.LOBBY_ROW;
    defineManifest({
      id: 'typo',
      // @ts-expect-error -- a slot is named by its contract, never by a string
      contributes: { slots: { row: { slot: 'lobby.rows', order: 100 } } },
    });
  });

  it('a block whose props do not match its slot is a type error', () => {
    definePlugin(manifest, (api) => {
      api.implement({
        routes: { home: none },
        slots: {
          // @ts-expect-error -- lobby.rows passes no props; this block needs `game`
          row: async () => ({ default: (_: { game: string }) => null }),
          dropdown: async () => ({ default: (_: { close: () => void }) => null }),
        },
        modals: { edit: async () => ({ default: (_: { close: () => void; props: { fields?: string[] } }) => null }) },
      });
    });
  });

  it('a missing binding or an undeclared key is a type error', () => {
    definePlugin(manifest, (api) => {
      // @ts-expect-error -- `slots` and `modals` are declared and not bound
      api.implement({ routes: { home: none } });
    });
    definePlugin(manifest, (api) => {
      api.implement({
        // @ts-expect-error -- `away` is not declared in the manifest
        routes: { home: none, away: none },
        slots: { row: none, dropdown: none },
        modals: { edit: none },
      });
    });
  });

  it('opening a modal checks its props against the contract', () => {
    const open = (runtime: PluginRuntime) => {
      runtime.modals.open(EDIT_PROFILE_MODAL, { context: 'deposit', fields: ['city'] });
      runtime.modals.open(SEARCH_MODAL);
      // @ts-expect-error -- `context` is a fields-info context, not any string
      runtime.modals.open(EDIT_PROFILE_MODAL, { context: 'everywhere' });
      // @ts-expect-error -- the search modal takes no props
      runtime.modals.open(SEARCH_MODAL, { query: 'x' });
    };
    expectTypeOf(open).toBeFunction();
  });

  it('a service is typed by its contract', () => {
    const call = (runtime: PluginRuntime) => {
      expectTypeOf(runtime.services.get(CHAT_SERVICE)).toEqualTypeOf<{ open(): void } | undefined>();
    };
    expectTypeOf(call).toBeFunction();
    definePlugin(defineManifest({ id: 'chat-probe' }), (api) => {
      api.expose(CHAT_SERVICE, () => ({ open: () => undefined }));
      // @ts-expect-error -- the chat service must have `open()`
      api.expose(CHAT_SERVICE, () => ({ start: () => undefined }));
    });
  });
});

describe('the narrow plugin api', () => {
  it('setup gets no runtime and no hooks; plugin code gets no registry and no hooks', () => {
    expectTypeOf<PluginApi>().not.toHaveProperty('runtime');
    expectTypeOf<PluginApi>().not.toHaveProperty('hooks');
    expectTypeOf<PluginRuntime>().not.toHaveProperty('hooks');
    expectTypeOf<PluginRuntime>().not.toHaveProperty('registry');
    expectTypeOf<Runtime>().toHaveProperty('hooks');
  });

  it('options are typed from the manifest schema', () => {
    definePlugin(manifest, (api) => {
      expectTypeOf(api.options.rows).toEqualTypeOf<boolean>();
    });
  });
});
