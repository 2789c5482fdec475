/**
 * What other modules may use of accounts (platform/README.md): players by id or e-mail, the name others
 * may see, the sign-in extension point, groups the platform assigns, bonus settings, and the request helpers
 * every module's answers share.
 */
export { findPlayerByEmail, findPlayerById, groupsOf, type PlayerRow } from './player-store';
export { publicName } from './public-name';
export { addSignInGuard, type SignInGuard, type SignInLock } from './sign-in-guards';
export { endAllSessions, signInSessionOf, type SignInSession } from './sign-in-sessions';
export { assignGroups } from './platform-groups';
export { bonusSettingsOf, updateBonusSettings, type BonusSettings } from './bonus-settings';
export { sendFieldErrors } from './field-errors';
export { requestLocale } from './request-locale';
export { newToken, tokenHash } from './tokens';
export { siteLink } from './site-links';
