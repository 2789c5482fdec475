import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { ENTER_SIGN_UP_PROMO } from '@schemas/contracts/slots';

export const enterPromoOptionsSchema = z.object({
  /** Spec part 1 §9: the promo tooltip timer, minutes from the first sight (the `promo_tooltip_timer` cookie). */
  timerMinutes: z._default(z.int().check(z.positive(), z.maximum(24 * 60)), 10),
});
export type EnterPromoOptions = z.infer<typeof enterPromoOptionsSchema>;

/**
 * Spec part 1 §4, §9 (issue 22 item 3): the promo banner of the enter buttons — a tooltip on a guest's sign-up
 * button (flag `enablePromoBannerInEnterButton`) with its 10-minute offer timer — and the viewed promo-banner events
 * of main's banner carousel, sent when the visitor leaves main.
 */
export const enterPromoManifest = defineManifest({
  id: 'enter-promo',
  options: enterPromoOptionsSchema,
  contributes: {
    slots: {
      // Guests only: the sign-up button it belongs to is a guest's.
      tooltip: { slot: ENTER_SIGN_UP_PROMO, order: 100, visible: { signedIn: false } },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default enterPromoManifest;
