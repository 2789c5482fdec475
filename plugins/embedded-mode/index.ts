import { definePlugin, type PluginRuntime } from '@core/index';
import { EMBEDDED_MODE_SERVICE } from '@schemas/contracts/services';
import type { Bridge } from './bridge';
import { embeddedModeManifest } from './manifest';
import { rememberedParent } from './remembered';

/**
 * Wiring only: the bridge (bridge.ts) starts at boot when the page is framed or flagged; the service lets other
 * plugins post `close` and `redirect` (an exit prompt, a cashbox's close) and ask for `refresh_user`.
 */
export default definePlugin(embeddedModeManifest, (api) => {
  const parents = api.site.embedding?.parentOrigins ?? [];
  const bridges = new WeakMap<PluginRuntime, Bridge>();

  api.onBoot(async (runtime) => {
    if (typeof window === 'undefined') return;
    // Neither framed nor flagged (nor earlier in this tab): the bridge's code is not even fetched.
    if (window.parent === window && !/[?&]embedded=/.test(window.location.search) && rememberedParent() === null) return;
    const { startBridge } = await import('./bridge');
    bridges.set(runtime, startBridge(runtime, parents));
  });

  api.expose(EMBEDDED_MODE_SERVICE, (runtime) => {
    const active = () => {
      const bridge = bridges.get(runtime);
      return bridge?.embedding ? bridge : null;
    };
    return {
      embedded: () => active() !== null,
      close: () => active()?.post({ source: 'croupier', type: 'close' }),
      redirect(url: string) {
        const bridge = active();
        bridge?.post({ source: 'croupier', type: 'redirect', url });
        return bridge !== null;
      },
      refreshUser: () => active()?.post({ source: 'croupier', type: 'refresh_user', signed_in: runtime.session.status === 'player' }),
    };
  });
});
