import { unknown } from 'zod/mini';
import type { PluginRuntime } from '../runtime/plugin-runtime';

/** `PUT /metrics-errors-validation` (spec part 1 §5, §7): best effort, never blocks the form. */
export function reportValidation(runtime: PluginRuntime, component: string, errors: { field: string; message: string }[]) {
  return runtime.http
    .request({ method: 'put', path: '/metrics-errors-validation', json: { side: 'client', component, errors: errors.slice(0, 50) }, schema: unknown(), code: 'REPORT_VALIDATION' })
    .catch(() => undefined);
}
