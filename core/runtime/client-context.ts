import { clientContextSchema, type ClientContext } from '@schemas/wire/client-context';
import { lazyService } from './services';

/**
 * `GET /client-context` (spec part 1 §7): the visitor's country restriction and licence as the platform
 * sees them. Asked once per runtime however many plugins need it; `null` when it could not be loaded.
 */
export const clientContextOf = lazyService(
  (runtime): Promise<ClientContext | null> =>
    runtime.http.request({ path: '/client-context', schema: clientContextSchema, code: 'LOAD_CLIENT_CONTEXT', authOptional: true }).catch(() => null),
);
