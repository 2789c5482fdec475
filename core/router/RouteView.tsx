import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useLocation, useRouter } from 'wouter';
import { lazyComponent } from '../react/lazy-component';
import { preloadSlots } from '../shell/first-paint-slots';
import { Contained } from '../react/Contained';
import { useCoreRuntime, useRegistry, useVisibility } from '../react/runtime-context';
import { NotFoundPage } from '../pages/NotFoundPage';
import { PageFailed } from '../pages/PageFailed';
import { Spinner } from '../ui/Spinner';
import { Dialog } from '../ui/Dialog';
import { ModalRouteContext } from '../ui/RouteDialog';
import { applyGuard, unavailableHere } from './route-rules';
import { useRouteHead } from '../seo/use-route-head';
import { findRoute, type RouteMatch } from './use-route-match';
import { useRouteChangeHook } from './use-route-change';
import { useNavigationProperty, useOpenedFrom } from './use-navigation';

/** The page for the current path and, for a popup route, the popup over the page it was opened from. */
export function RouteView({ onLayout }: { onLayout?: (layout: 'default' | 'full') => void }) {
  const runtime = useCoreRuntime();
  const registry = useRegistry();
  const visibility = useVisibility();
  const { parser } = useRouter();
  // wouter's location is the runtime's navigation (App feeds it), so nothing here reads `window`.
  const [location, navigate] = useLocation();
  // Raw (`?a=%25`), as the address bar has it: wouter's `useSearch` would decode it once already.
  const search = useNavigationProperty(runtime.navigation, (l) => l.search);
  const openedFrom = useOpenedFrom(runtime.navigation);
  useRouteChangeHook(location);
  // Canonical, hreflang and the path's noindex rule, as the host wrote them for the landing page (issue 14).
  useRouteHead(runtime, location);

  // A route of a plugin still starting (after the first paint) waits for it, rather than falling to a catch-all
  // route or "not found" for a moment (`claims` starts it at once).
  const waiting = runtime.deferred.claims(location);
  const match = findRoute(registry.routes, location, parser, visibility);
  const isModal = match?.route.kind === 'modal';
  const background = isModal ? backgroundPath(runtime.href('/'), location, openedFrom) : location;
  const page = isModal ? findRoute(registry.routes, background, parser, visibility, 'page') : match;
  const layout = page?.route.layout ?? 'default';
  // Before paint: a full-width page drawn first in the padded box would jump sideways (layout shift).
  useLayoutEffect(() => onLayout?.(layout), [layout, onLayout]);

  const decision = match ? applyGuard(match.route.guard, visibility.loggedIn, location + search, { registration: runtime.pathOf('registration'), main: runtime.pathOf('main') }) : null;
  const closed = unavailableHere(page?.route, isModal ? match?.route : undefined, { loggedIn: visibility.loggedIn, country: runtime.country });
  const guardRedirect = closed ? runtime.pathOf('main') : decision && !decision.allow ? decision.redirect : null;
  useEffect(() => {
    if (closed) runtime.toasts.show({ kind: 'warning', messageKey: closed.messageKey });
    if (guardRedirect) navigate(guardRedirect, { replace: true });
  }, [guardRedirect, navigate]); // eslint-disable-line react-hooks/exhaustive-deps -- once per redirect, not per render
  if (guardRedirect) return null;
  if (waiting) return <Spinner label="page" />;

  return (
    <>
      {page ? <RoutedPage match={page} /> : isModal ? null : <NotFoundPage />}
      {/* Spec part 1 §2: after an auth popup over an address no route names, the visitor goes to main. */}
      {isModal && match && <RoutedModal match={match} onClose={() => navigate(page ? background : runtime.pathOf('main'))} />}
    </>
  );
}

function RoutedPage({ match }: { match: RouteMatch }) {
  const runtime = useCoreRuntime();
  const { loggedIn } = useVisibility();
  // Started while the page's own chunk is still on its way; once per route (and sign-in state), not on
  // every render: most routes name no slots and skip it.
  useMemo(() => {
    if (match.route.slots?.length) void preloadSlots(runtime, match.route.slots, runtime.visibility());
  }, [runtime, match.route, loggedIn]); // eslint-disable-line react-hooks/exhaustive-deps -- loggedIn changes what `when` lets through
  const Page = lazyComponent(match.route.load);
  const owner = `${match.route.pluginId}:${match.route.path}`;
  return (
    <Contained key={owner} owner={owner} log={runtime.log} fallback={<PageFailed />} loading={<Spinner label="page" />}>
      <Page params={match.params} />
    </Contained>
  );
}

function RoutedModal({ match, onClose }: { match: RouteMatch; onClose: () => void }) {
  const runtime = useCoreRuntime();
  const Popup = lazyComponent(match.route.load);
  const owner = `${match.route.pluginId}:${match.route.path}`;
  return (
    <ModalRouteContext.Provider value={{ close: onClose, blocking: match.route.blocking ?? false }}>
      <Contained key={owner} owner={owner} log={runtime.log} fallback={<Dialog onClose={onClose}><PageFailed /></Dialog>}>
        <Popup params={match.params} />
      </Contained>
    </ModalRouteContext.Provider>
  );
}

/** A popup route shows over the page the player came from (kept in history state), else over main. */
function backgroundPath(localeRoot: string, location: string, from: string | null): string {
  if (!from) return '/';
  const prefix = localeRoot === '/' ? '' : localeRoot;
  const relative = prefix && from.startsWith(prefix) ? from.slice(prefix.length) || '/' : from;
  const path = relative.split('?')[0] ?? '/';
  return path === location ? '/' : path;
}
