import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { PlatformContext } from '../../context';
import { currentPlayerId } from '../../auth/sessions';
import { parseOr422 } from '../../http/validation';
import { createReportBudget } from './report-budget';
import {
  logReportSchema,
  networkPerformanceReportSchema,
  performanceReportSchema,
  pwaEventSchema,
  utmReportSchema,
  validationReportSchema,
} from './report-schemas';

/** Each diagnostics endpoint: method, path, the `kind` stored, and the schema of its body. */
const REPORTS: readonly { method: 'PUT' | 'POST'; url: string; kind: string; schema: ZodType }[] = [
  { method: 'PUT', url: '/log', kind: 'log', schema: logReportSchema },
  { method: 'PUT', url: '/performance', kind: 'performance', schema: performanceReportSchema },
  { method: 'PUT', url: '/network-performance', kind: 'network_performance', schema: networkPerformanceReportSchema },
  { method: 'PUT', url: '/metrics-errors-validation', kind: 'validation_errors', schema: validationReportSchema },
  { method: 'POST', url: '/log_utm_set', kind: 'utm_set', schema: utmReportSchema },
  { method: 'POST', url: '/log_utm_send', kind: 'utm_send', schema: utmReportSchema },
  { method: 'POST', url: '/api/pwa_events', kind: 'pwa_event', schema: pwaEventSchema },
];

export function registerDiagnosticsRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const insert = ctx.db.prepare('INSERT INTO client_reports (kind, player_id, payload, created_at) VALUES (?, ?, ?, ?)');
  const budget = createReportBudget();
  for (const report of REPORTS) {
    app.route({
      method: report.method,
      url: report.url,
      // Reports are small; a bigger body is a bug or abuse, refused before parsing.
      bodyLimit: 64 * 1024,
      handler: async (request, reply) => {
        const bytes = Number(request.headers['content-length'] ?? JSON.stringify(request.body ?? null).length);
        if (!budget.take(request.ip, bytes)) return reply.code(429).send({ error: 'too_many_reports' });
        const body = parseOr422(report.schema, request.body, reply);
        if (body === null) return;
        insert.run(report.kind, currentPlayerId(ctx.db, request), JSON.stringify(body), new Date().toISOString());
        return reply.code(204).send();
      },
    });
  }
}
