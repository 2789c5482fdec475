import { Link, useSearch } from 'wouter';
import type { RouteProps } from '../../core/plugin/contributions';
import { catalogEntry, defineManifest, definePlugin, type PluginCatalogEntry } from '../../core/plugin/define';
import { RouteDialog } from '../../core/ui/RouteDialog';

/** Pages that show what the router gave them: params, the query, links to move on. */
function HomePage() {
  return (
    <section>
      <h1>home page</h1>
      <Link href="/games/book-dead?mode=demo">open book-dead</Link>
    </section>
  );
}
function GamePage({ params }: RouteProps) {
  const search = useSearch();
  return (
    <section>
      <h1>game {params.slug}</h1>
      <p>query: {search || 'none'}</p>
      <Link href="/games/other">other game</Link>
      <p id="details">details</p>
    </section>
  );
}
function PrivatePage() {
  return <h1>private page</h1>;
}
function SignUpPopup() {
  return (
    <RouteDialog title="Sign up">
      <p>sign-up popup</p>
    </RouteDialog>
  );
}

function SignInPopup() {
  return (
    <RouteDialog title="Log in">
      <p>sign-in popup</p>
    </RouteDialog>
  );
}
function ClosedPage() {
  return <h1>closed page</h1>;
}

const manifest = defineManifest({
  id: 'router-test',
  contributes: {
    routes: {
      home: { path: '/', order: 100, role: 'main' },
      game: { path: '/games/:slug', order: 100 },
      private: { path: '/private', order: 100, guard: 'requiresAuth' },
      signUp: { path: '/sign-up', order: 100, kind: 'modal', guard: 'requiresGuest', role: 'registration' },
      signIn: { path: '/sign-in', order: 100, kind: 'modal', guard: 'requiresGuest', role: 'sign-in' },
      // Status 451 (spec part 1 §2): closed to guests from Estonia.
      closed: { path: '/closed-in-ee', order: 100, unavailableIn: ['EE'] },
    },
  },
});
const plugin = definePlugin(manifest, (api) =>
  api.implement({
    routes: {
      home: async () => ({ default: HomePage }),
      game: async () => ({ default: GamePage }),
      private: async () => ({ default: PrivatePage }),
      signUp: async () => ({ default: SignUpPopup }),
      signIn: async () => ({ default: SignInPopup }),
      closed: async () => ({ default: ClosedPage }),
    },
  }),
);
/**
 * Routes for router tests: a main page, a page with params, an auth-only page, guest-only popups (registration,
 * sign-in), a page closed to guests from Estonia (status 451).
 */
export const routerTestPlugin: PluginCatalogEntry = catalogEntry(manifest, async () => ({ default: plugin }));
