import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

export const lobbyOptionsSchema = z.object({
  /** The banner category of the main slider (spec §3 Banner: slider-index-top or slider-index-top-jackpots). */
  bannerCategory: z._default(z.enum(['slider-index-top', 'slider-index-top-jackpots']), 'slider-index-top'),
  showBanners: z._default(z.boolean(), true),
  showProviders: z._default(z.boolean(), true),
});
export type LobbyOptions = z.infer<typeof lobbyOptionsSchema>;

export const lobbyManifest = defineManifest<LobbyOptions>({
  id: 'lobby',
  options: lobbyOptionsSchema,
  firstPaintRequests: [{ url: '/api/fe/config/banners-config', on: ['/'] }],
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default lobbyManifest;
