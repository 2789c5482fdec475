import type { i18n as I18n } from 'i18next';
import { Route, Switch } from 'wouter';
import { Lobby } from './Lobby';
import type { LobbyStore } from './lobby-store';

/** Routed through wouter like the app, so the router's cost is in the floor. */
export function App({ store, i18n }: { store: LobbyStore; i18n: I18n }) {
  return (
    <Switch>
      <Route path="/">
        <Lobby store={store} i18n={i18n} />
      </Route>
    </Switch>
  );
}
