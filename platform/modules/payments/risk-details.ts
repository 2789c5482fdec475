import type { z } from 'zod/mini';
import type { transactionRiskRequestSchema } from '../../../schemas/wire/money';
import type { Db } from '../../db/database';
import type { PaymentRow } from './store';

type RiskDetails = z.infer<typeof transactionRiskRequestSchema>['transaction'];

/**
 * Stores (or replaces: the client may report again after a retry) what the client knows of a payment for
 * the operator's risk checks, with the address it was reported from. Nothing reads it back to the player.
 */
export function recordRiskDetails(db: Db, payment: PaymentRow, details: RiskDetails, ip: string, at = new Date().toISOString()) {
  db.prepare(
    `INSERT INTO payment_risk_details (payment_id, player_id, timezone, language, screen, user_agent, ip, reported_at)
     VALUES (@paymentId, @playerId, @timezone, @language, @screen, @userAgent, @ip, @at)
     ON CONFLICT (payment_id) DO UPDATE SET timezone = excluded.timezone, language = excluded.language, screen = excluded.screen,
       user_agent = excluded.user_agent, ip = excluded.ip, reported_at = excluded.reported_at`,
  ).run({
    paymentId: payment.id,
    playerId: payment.player_id,
    timezone: details.timezone ?? null,
    language: details.language ?? null,
    screen: details.screen ?? null,
    userAgent: details.user_agent ?? null,
    ip,
    at,
  });
}
