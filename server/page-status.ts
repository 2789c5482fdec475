import { FEATURE_FLAGS_PATH, OOPS_PATH } from '../core/pages/core-route-paths';
import type { FoundBy } from '../core/plugin/declarations';
import type { RouteFacts } from '../core/plugin/first-paint';
import { matchingRoutes, type PluginGate } from './plugin-gates';

/** What the platform answered a GET with: its status and, when it was JSON, the parsed body. */
export interface PlatformAnswer {
  status: number;
  body?: unknown;
}

export interface PageStatusQuestion {
  /** The site's plugins (the site file's list). */
  sitePlugins: string[];
  /** The site file's options per plugin (`plugins` of sites/*.json), for repeated routes' copies. */
  siteOptions?: Record<string, unknown>;
  gates: Map<string, PluginGate>;
  /** The address without its locale prefix and query. */
  path: string;
  locale: string;
  /** The request carries the `signed_in` hint (a tester may be signed in). */
  signedIn: boolean;
  /** The host runs with its demo aids: the feature-flag screen is open to everyone. */
  demoAids: boolean;
  /** A GET of the platform, through the host's own connection to it. */
  ask: (url: string) => Promise<PlatformAnswer>;
}

/**
 * The HTTP status of a page address (issue 24, item 13): 404 when no route of the site draws it — a route with
 * `foundBy` counts only when the platform says the address names something (a CMS path that is no page does not) —
 * or for the feature-flag screen when the request can be neither a tester's nor a demo host's. The body is the same
 * client shell either way, which draws its not-found page: a person sees the same screen, a crawler or monitor sees
 * the truth. A platform that fails to answer is not a missing page: the status stays 200 and the client decides.
 */
export async function pageStatus(question: PageStatusQuestion): Promise<200 | 404> {
  const { path, gates, sitePlugins } = question;
  if (path === OOPS_PATH) return 200;
  if (path === FEATURE_FLAGS_PATH) return question.demoAids || question.signedIn ? 200 : 404;
  // Without the plugins' manifests (a host started without them) no address can be judged.
  if (!sitePlugins.some((id) => gates.has(id))) return 200;
  if (sitePlugins.some((id) => gates.get(id)?.redirectsFrom.includes(path))) return 200;
  for (const { id, route } of matchingRoutes(sitePlugins, gates, path)) {
    if (route.repeat && !repeatedPaths(gates.get(id), route, question.siteOptions?.[id]).has(path)) continue;
    if (!route.foundBy || (await names(route.foundBy, question))) return 200;
  }
  return 404;
}

/**
 * The addresses of a repeated route's copies (`repeat: 'staticSlugs'` on `/:slug`): its pattern with the one
 * parameter filled by each element of the site's list option (defaults applied by the plugin's options schema).
 * An element that is no string cannot be placed, so the pattern then stands for every copy.
 */
function repeatedPaths(gate: PluginGate | undefined, route: RouteFacts, siteOptions: unknown): { has: (path: string) => boolean } {
  const list = gate?.options?.(siteOptions)?.[route.repeat!];
  if (!Array.isArray(list) || !list.every((element) => typeof element === 'string')) return { has: () => true };
  return new Set(list.map((element) => route.path.replace(/:[A-Za-z_]+\??/, element)));
}

async function names(foundBy: FoundBy, { path, locale, ask }: PageStatusQuestion): Promise<boolean> {
  const url = foundBy.url.replaceAll('{path}', path).replaceAll('{locale}', encodeURIComponent(locale));
  const answer = await ask(url).catch(() => null);
  if (!answer || answer.status >= 500) return true;
  if (answer.status === 404) return false;
  return foundBy.names && answer.status === 200 ? foundBy.names(answer.body, path) : true;
}
