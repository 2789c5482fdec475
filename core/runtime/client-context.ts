import { clientContextSchema, type ClientContext } from '@schemas/wire/client-context';
import { runtimeBehind, type PluginRuntime } from './plugin-runtime';
import type { Runtime } from './types';

// Keyed weakly by runtime: a finished runtime (a test, a server render) takes its answer along.
const asked = new WeakMap<Runtime, Promise<ClientContext | null>>();

/**
 * `GET /client-context` (spec part 1 §7): the visitor's country restriction and licence as the platform
 * sees them. Asked once per runtime however many plugins need it; `null` when it could not be loaded.
 */
export function clientContextOf(view: PluginRuntime | Runtime): Promise<ClientContext | null> {
  const runtime = runtimeBehind(view);
  let answer = asked.get(runtime);
  if (!answer) {
    answer = runtime.http.request({ path: '/client-context', schema: clientContextSchema, code: 'LOAD_CLIENT_CONTEXT', authOptional: true }).catch(() => null);
    asked.set(runtime, answer);
  }
  return answer;
}
