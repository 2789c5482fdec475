import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TESTER_GROUPS } from '../../../config/player-groups';
import { currentPlayerId, requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422 } from '../../http/validation';
import { assignGroups, groupsOf } from '../accounts/public';

/**
 * Maintenance mode (spec part 1 §6 `enableTechWork`): while it is on, the platform answers every player
 * call under `/api/` with 503 and the `x-maintenance-mode` header, which the client turns into its
 * maintenance page. Testers (groups 21 and 916) pass, so staff can check the site before it reopens.
 *
 * Decided: the switch lives in the platform process (no table): `MAINTENANCE_MODE=1` starts it on, and in
 * demo mode `PUT /dev/maintenance {on}` flips it. The site flag `enableTechWork` is the client's half: it
 * shows the same page without asking the platform (an operator can close one site of several).
 */
export const MAINTENANCE_HEADER = 'x-maintenance-mode';

/**
 * Calls that stay open: signing in and out (a tester must be able to get in), reference data the page
 * needs to draw its maintenance screen in the visitor's language and licence, and the captcha sign-in asks.
 */
const OPEN_PATHS: readonly RegExp[] = [/^\/api\/users\/sign_(in|out)(\/|$)/, /^\/api\/info\//, /^\/api\/current_ip$/, /^\/api\/captcha\//];

export interface MaintenanceSwitch {
  on: boolean;
}

/** `MAINTENANCE_MODE` of the platform's environment: `1`, `true` or `on` start it closed. */
export function maintenanceFromEnv(env: Record<string, string | undefined>): boolean {
  return ['1', 'true', 'on'].includes((env.MAINTENANCE_MODE ?? '').toLowerCase());
}

/** Whether a request is refused: maintenance on, an `/api/` call that is not open, and no tester asking. */
export function refusedForMaintenance(ctx: PlatformContext, state: MaintenanceSwitch, request: FastifyRequest): boolean {
  if (!state.on) return false;
  const path = request.url.split('?')[0] ?? '';
  if (!path.startsWith('/api/') || OPEN_PATHS.some((open) => open.test(path))) return false;
  const playerId = currentPlayerId(ctx.db, request);
  return playerId === null || !groupsOf(ctx.db, playerId).some((group) => TESTER_GROUPS.includes(group));
}

export function registerMaintenance(app: FastifyInstance, ctx: PlatformContext, state: MaintenanceSwitch) {
  // Added inside the platform's own plugin context: it applies to every module's routes, whenever they registered.
  app.addHook('onRequest', async (request, reply) => {
    if (!refusedForMaintenance(ctx, state, request)) return;
    return reply.code(503).header(MAINTENANCE_HEADER, 'on').header('retry-after', '600').send({ error: 'maintenance' });
  });
}

const switchSchema = z.object({ on: z.boolean() });

/** Demo aids (demo mode only): flip maintenance, and make the signed-in player a tester to try the pass-through. */
export function registerDevMaintenanceRoutes(app: FastifyInstance, ctx: PlatformContext, state: MaintenanceSwitch) {
  app.get('/dev/maintenance', async () => ({ on: state.on }));
  app.put('/dev/maintenance', async (request, reply) => {
    const body = parseOr422(switchSchema, request.body, reply);
    if (body === null) return;
    state.on = body.on;
    return { on: state.on };
  });
  app.post('/dev/testers', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    assignGroups(ctx, playerId, [TESTER_GROUPS[0]!]);
    return reply.code(201).send({ groups: groupsOf(ctx.db, playerId) });
  });
}
