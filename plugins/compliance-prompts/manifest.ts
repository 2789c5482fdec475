import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { IOS_WEBVIEW_EXIT_MODAL, SURVEY_MODAL } from '@schemas/contracts/modals';

export const compliancePromptsOptionsSchema = z.object({
  /**
   * Where the survey of `survey-config` is answered: `{surveyId}` and `{collectorId}` are filled in from the
   * document. The spec names the survey's ids, not its provider, so a site that runs a survey sets this; without
   * it no survey is offered (README.md).
   */
  surveyUrl: z.optional(z.string().check(z.startsWith('https://'))),
  /** The iOS in-app browser exit prompt (spec part 1 §4); on unless a site turns it off. */
  iosWebviewExit: z._default(z.boolean(), true),
});
export type CompliancePromptsOptions = z.infer<typeof compliancePromptsOptionsSchema>;

/**
 * Prompts the player did not ask for (spec part 1 §2, §4, §9): the survey invitation per `survey-config`, and
 * the iOS in-app browser exit prompt. Both wait their turn in the core prompt queue (core/prompts), which keeps
 * them off games, the cashbox and other popups. Profile completion and the new-provider popup belong to the
 * profile and auth plugins and go through the same queue.
 */
export const compliancePromptsManifest = defineManifest({
  id: 'compliance-prompts',
  options: compliancePromptsOptionsSchema,
  contributes: {
    modals: {
      survey: { modal: SURVEY_MODAL },
      'ios-exit': { modal: IOS_WEBVIEW_EXIT_MODAL },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default compliancePromptsManifest;
