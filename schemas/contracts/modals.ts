import type { PlayerFieldContext } from '../wire/info';
import type { RealityCheck } from '../wire/reality-check';
import { defineModal } from './define-contract';

/**
 * Modals opened by id from anywhere (`runtime.modals.open(EDIT_PROFILE_MODAL, props)`), with the props the
 * opener must pass. Modal *routes* (`/sign-in`) are URLs instead and are not listed here.
 */

/** Profile fields form (profile plugin); others open it when a game, deposit or cashout needs fields. */
export const EDIT_PROFILE_MODAL = defineModal<{
  /** `game_provider`, `deposit`, `cashout`… (fields-info context); the plain edition form when absent. */
  context?: PlayerFieldContext;
  /** Only these fields (e.g. the empty ones a provider needs). */
  fields?: string[];
  onSaved?: () => void;
  onCancel?: () => void;
}>('edit-profile');
/** Suggests completing the profile after sign-in (profile plugin). */
export const PROFILE_COMPLETION_MODAL = defineModal('profile-completion');
/** New terms to accept before playing on (auth plugin); blocking. */
export const TERMS_MODAL = defineModal('terms-acceptance');
/** A game provider new since the last visit (auth plugin). */
export const NEW_PROVIDER_MODAL = defineModal('new-provider');
/** Sign-in refused under this licence (auth plugin). */
export const LICENCE_BLOCKED_MODAL = defineModal('licence-blocked');
/** Game search (search plugin). */
export const SEARCH_MODAL = defineModal('search');
/** VIP onboarding (VIP plugin): the programme explained, for a player in neither onboarding status. */
export const VIP_ONBOARDING_MODAL = defineModal('vip-onboarding');
/** VIP status-up (VIP plugin): the level rose; never on a game page, never over another modal. */
export const VIP_STATUS_UP_MODAL = defineModal<{ level: string }>('vip-status-up');
/** VIP level info (VIP plugin): one level's conditions and gifts; `level` is its id (`vip_level_3`). */
export const VIP_LEVEL_INFO_MODAL = defineModal<{ level: string }>('vip-level-info');
/** A jackpot level the player won (jackpots plugin): the amount; never over the cashbox or a blocking modal. */
export const JACKPOT_WIN_MODAL = defineModal<{ awardId: number; jackpotName: string; levelName: string; amountCents: number; currency: string }>('jackpot-win');
/** The survey invitation (compliance-prompts plugin): per `survey-config`, through the core prompt queue. */
export const SURVEY_MODAL = defineModal<{ surveyUrl: string }>('survey');
/** The iOS in-app browser exit prompt (compliance-prompts plugin): open the site in Safari instead. */
export const IOS_WEBVIEW_EXIT_MODAL = defineModal('ios-webview-exit');
/**
 * The reality check (reality-check plugin, issue 13): the session's time and play over the paused game, blocking. Opened
 * by the plugin itself; the actions are its own (continue, history, limits, log out).
 */
export const REALITY_CHECK_MODAL = defineModal<{
  check: RealityCheck;
  onContinue(): Promise<void>;
  onLeave(to: 'history' | 'limits'): Promise<void>;
  onLogOut(): Promise<void>;
}>('reality-check');
