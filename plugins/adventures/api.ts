import * as z from 'zod/mini';
import { definePluginState, type PluginRuntime } from '@core/index';
import {
  adventureProgressSchema,
  mainWidgetConfigDocumentSchema,
  managePromotionPagesDocumentSchema,
  vipAdventuresDocumentSchema,
  type MainWidgetConfigDocument,
  type ManagePromotionPagesDocument,
  type VipAdventuresDocument,
} from '@schemas/wire/adventures';
import { adventuresManifest } from './manifest';

/**
 * The plugin's reads, each parsed at the edge (schemas/wire/adventures.ts). fe-config documents come through the
 * runtime's cache (a failed load is `null`); one that does not parse is logged under its code and read as `null`,
 * so the block shows its empty state instead of breaking.
 */
export function createAdventuresApi(runtime: PluginRuntime) {
  const document = async <T>(key: string, schema: z.ZodMiniType<T>, code: string): Promise<T | null> => {
    const raw = await runtime.feConfig(key).catch(() => null);
    if (raw === null || raw === undefined) return null;
    const parsed = z.safeParse(schema, raw);
    if (parsed.success) return parsed.data;
    runtime.log.once(code, code, { key });
    return null;
  };
  return {
    calendar: (): Promise<VipAdventuresDocument | null> => document('vip-adventures', vipAdventuresDocumentSchema, 'BAD_FE_CONFIG_VIP_ADVENTURES'),
    widgets: (): Promise<MainWidgetConfigDocument | null> => document('main-widget-config', mainWidgetConfigDocumentSchema, 'BAD_FE_CONFIG_MAIN_WIDGET'),
    pages: (): Promise<ManagePromotionPagesDocument | null> => document('manage-promotion-pages', managePromotionPagesDocumentSchema, 'BAD_FE_CONFIG_PROMOTION_PAGES'),
    /** The player's standing; only for a signed-in player (a guest's 401 would end nothing, but asks for nothing). */
    progress: () => runtime.http.request({ path: '/api/player/adventure', schema: adventureProgressSchema, code: 'LOAD_ADVENTURE' }),
  };
}

/** Built on first use by the lazy page and blocks, so the schemas load with them, not with the entry. */
export const adventuresApiState = definePluginState(adventuresManifest, ({ runtime }) => createAdventuresApi(runtime), { lifetime: 'runtime' });
