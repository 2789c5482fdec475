import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createI18n } from './i18n';
import { createLobbyStore } from './lobby-store';
import './page.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={createLobbyStore()} i18n={createI18n()} />
  </StrictMode>,
);
