// The public API of the core for plugins (DESIGN §2: plugins import core's public API, never each other).
export { defineManifest, definePlugin } from './plugin/define';
export type { PluginManifest, PluginModule, PluginCatalogEntry } from './plugin/define';
export type { PluginApi } from './plugin/plugin-api';
export type * from './plugin/contributions';
export type { Runtime } from './runtime/types';
export { defineService, type ServiceKey } from './runtime/services';
export { CHAT_SERVICE } from './runtime/core-services';
export { ApiError } from './api/errors';
export type { RequestSpec } from './api/client';
export { useRuntime, useSession, useFlags, useVisibility } from './react/runtime-context';
export { Contained } from './react/Contained';
export { lazyComponent } from './react/lazy-component';
export { Slot, useSlotFilled } from './shell/Slot';
export { Dialog } from './ui/Dialog';
export { RouteDialog, useModalRoute } from './ui/RouteDialog';
export { Icon } from './ui/Icon';
export { Spinner } from './ui/Spinner';
export { formatMoney, parseAmount } from './money/format-money';
export { activeAccount } from './session/session-store';
export { safeRedirectTarget, isNoindex } from './router/route-rules';
export { playerCurrency } from './runtime/create-runtime';
export type { LoginEvent, RouteChangeEvent } from './hooks';
export { useTranslation, I18nProvider } from './i18n/use-translation';
// CMS content: a lazy component, so DOMPurify downloads only with pages that show CMS HTML.
export { CmsContent } from './cms/lazy-cms-content';
export type { CmsContentProps } from './cms/CmsContent';
export type { CmsVariables } from './cms/variables';
export { NotFoundPage } from './pages/NotFoundPage';
