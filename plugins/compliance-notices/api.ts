import type { Runtime } from '@core/index';
import { clientContextSchema } from '@schemas/wire/info';

/** The visitor's restriction as the platform sees it (`null` when unknown: no warning). */
export async function visitorRestriction(runtime: Runtime) {
  try {
    const context = await runtime.http.request({ path: '/client-context', schema: clientContextSchema, code: 'LOAD_CLIENT_CONTEXT', authOptional: true });
    return context.restriction;
  } catch {
    return null;
  }
}
