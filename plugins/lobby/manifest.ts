import { z } from 'zod';
import { defineManifest } from '@core/index';

export const lobbyOptionsSchema = z.object({
  /** The banner category of the main slider (spec §3 Banner: slider-index-top or slider-index-top-jackpots). */
  bannerCategory: z.enum(['slider-index-top', 'slider-index-top-jackpots']).default('slider-index-top'),
  showBanners: z.boolean().default(true),
  showProviders: z.boolean().default(true),
});
export type LobbyOptions = z.infer<typeof lobbyOptionsSchema>;

export const lobbyManifest = defineManifest<LobbyOptions>({ id: 'lobby', options: lobbyOptionsSchema });
