import type { Quest } from '@schemas/wire/quests';

/** The quest page's address (spec part 2 §2 `action/{slug?}`): its slug, the third segment of its identifier. */
export const questPath = (quest: Pick<Quest, 'questSlug'>) => `/action/${encodeURIComponent(quest.questSlug)}`;
