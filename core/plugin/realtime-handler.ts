import type { $ZodType } from 'zod/v4/core';
import type { PluginRuntime } from '../runtime/plugin-runtime';
import type { RealtimeBinding } from './declarations';

/**
 * The default export of a lazy realtime module (`realtime: { x: { load: () => import('./live/x') } }`): the
 * payload's schema and its handler, typed together so the handler takes what the schema parses.
 */
export function defineRealtimeHandler<T>(schema: $ZodType<T>, handle: (payload: T, runtime: PluginRuntime) => void): RealtimeBinding<T> {
  return { schema, handle };
}
