// The public API of the core for plugins (DESIGN §2: plugins import core's public API, never each other).
export { defineManifest, definePlugin } from './plugin/define';
export { defineRealtimeHandler } from './plugin/realtime-handler';
export type { PluginManifest, PluginModule, PluginCatalogEntry, OptionsOf } from './plugin/define';
export type { PluginApi } from './plugin/plugin-api';
export type * from './plugin/contributions';
export type * from './plugin/declarations';
export { definePluginState, optionsOf, stateOf, usePluginOptions, usePluginState, type PluginState } from './plugin/plugin-state';
export type { PluginRuntime } from './runtime/plugin-runtime';
export { ApiError } from './api/errors';
export type { RequestSpec } from './api/client';
export { useRuntime, useSession, useFlags, useVisibility } from './react/runtime-context';
export { Contained } from './react/Contained';
export { lazyComponent } from './react/lazy-component';
export { Slot, useSlotFilled } from './shell/Slot';
export { Dialog } from './ui/Dialog';
export { RouteDialog, useModalRoute } from './ui/RouteDialog';
export { Icon } from './ui/Icon';
export { LogoImage } from './ui/LogoImage';
export { Spinner } from './ui/Spinner';
export { formatMoney, parseAmount, type MoneyOptions } from './money/format-money';
export { formatDate, formatDateTime, formatNumber, formatPercent, formatTime, type DateInput, type DateStyle } from './format/format';
export { useFormat } from './format/use-format';
export { fillVariables, variableText, type AmountVariables } from './format/variables';
export { activeAccount } from './session/session-store';
export { safeRedirectTarget, isNoindex } from './router/route-rules';
export { playerCurrency } from './runtime/create-runtime';
export type { LoginEvent, RouteChangeEvent } from './hooks';
export { useTranslation, I18nProvider } from './i18n/use-translation';
// CMS content: a lazy component, so DOMPurify downloads only with pages that show CMS HTML.
export { CmsContent, withCmsContent } from './cms/lazy-cms-content';
export type { CmsContentProps } from './cms/CmsContent';
export type { CmsVariables } from './cms/variables';
export { NotFoundPage } from './pages/NotFoundPage';
export { useDocumentHead, setMeta, type DocumentHead } from './react/use-document-head';
export { useNotFoundStatus } from './react/use-not-found-status';
export { useModalDialog } from './ui/use-modal-dialog';
export { clientContextOf } from './runtime/client-context';
export { untilOrAfter } from './async/until-or-after';
export { whenIdle } from './async/when-idle';
export { useNow } from './react/use-now';
export { useLoaded, useLoadedSoon, type Soon } from './loaded/use-loaded';
export { browserStorage } from './runtime/browser-storage';
export { useRealtimeChannel } from './realtime/use-realtime-channel';
// One queue for popups the player did not ask for (core/prompts/README.md): one at a time, never over a game or the cashbox.
export { promptsOf, modalPrompt, type Prompt, type PromptQueue } from './prompts';
// Spec part 1 §4 session fact: a player created on or after 02.10.2025 12:00 is a new user.
export { isNewUser, NEW_USER_SINCE } from './session/session-facts';
