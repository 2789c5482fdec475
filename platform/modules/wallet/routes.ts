import type { FastifyInstance } from 'fastify';
import { accountRequestSchema } from '../../../schemas/wire/money';
import { accountsSchema } from '../../../schemas/wire/player';
import type { PlatformContext } from '../../context';
import { requirePlayer } from '../../auth/sessions';
import { parseOr422, send422 } from '../../http/validation';
import { activateWallet, ensureWallets, listWallets, WALLET_CURRENCIES } from './accounts';
import { accountToWire } from './balance';

export function registerWalletRoutes(app: FastifyInstance, ctx: PlatformContext) {
  // `compatibility=true` is what clients of this platform family send; the answer is the same either way.
  app.get('/api/player/accounts', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    return accountsSchema.parse(ensureWallets(ctx.db, playerId).map(accountToWire));
  });

  app.post('/api/player/accounts', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(accountRequestSchema, request.body, reply);
    if (!body) return reply;
    if (!WALLET_CURRENCIES.includes(body.currency)) return send422(reply, { currency: ['is not supported'] });
    activateWallet(ctx.db, playerId, body.currency);
    return accountsSchema.parse(listWallets(ctx.db, playerId).map(accountToWire));
  });
}
