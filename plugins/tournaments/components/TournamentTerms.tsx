import { Suspense, useEffect } from 'react';
import { CmsContent, useRuntime, useTranslation } from '@core/index';
import { formatPromoDate, formatPromoTime } from '@core/promo';
import type { Tournament } from '@schemas/wire/promotions';
import { ensureTerms } from '../actions';
import { studioList } from '../studio-name';
import { usePromoData } from '../use-promo-data';
import { usePromoZone } from '../use-promo-zone';
import styles from './TournamentTerms.module.css';

/**
 * A tournament's rules: the terms its data states (window, scoring, who takes part, games, prizes) in the
 * player's language, then the operator's own text from the CMS — snippets in category `tournament-terms`
 * (every tournament) or `tournament-terms-{slug}` (this one), sanitised and with their placeholders by core's
 * `CmsContent`. Also the `#TournamentTerms[slug=…]#` placeholder; without a tournament only the general part shows.
 */
export function TournamentTerms({ tournament, headingLevel = 2 }: { tournament: Tournament | null; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const locale = runtime.locale.current;
  const { terms } = usePromoData();
  const zone = usePromoZone();
  useEffect(() => void ensureTerms(runtime, locale), [runtime, locale]);
  const snippets = (terms[locale] ?? []).filter((s) => s.categories.includes('tournament-terms') || (tournament && s.categories.includes(`tournament-terms-${tournament.frontend_identifier}`)));
  const Heading = `h${headingLevel}` as const;
  const when = (iso: string) => `${formatPromoDate(iso, zone)} ${formatPromoTime(iso, zone)}`;
  const rules = tournament
    ? [
        t('terms.window', { start: when(tournament.start_at), end: when(tournament.end_at) }),
        t(`strategy.${tournament.strategy}.rule`),
        t(tournament.user_confirmation_required ? 'terms.confirm' : 'terms.automatic'),
        tournament.games.length > 0 ? t('terms.gamesListed') : tournament.providers.length > 0 ? t('terms.gamesStudios', { studios: studioList(tournament.providers, locale) }) : t('terms.gamesAll'),
        tournament.group_ids.length > 0 ? t('terms.groups') : null,
        t('terms.currency', { currency: tournament.currency }),
        t('terms.prizes', { count: tournament.prizes.length }),
        t('terms.ties'),
      ]
    : [t('terms.ties'), t('terms.payout')];
  return (
    <section className={styles.terms} aria-labelledby={`terms-${tournament?.id ?? 'general'}`} data-testid="tournament-terms">
      <Heading id={`terms-${tournament?.id ?? 'general'}`} className={styles.title}>{t('terms.title')}</Heading>
      <ol className={styles.rules}>
        {rules.filter((rule): rule is string => Boolean(rule)).map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
      {snippets.length > 0 && (
        <Suspense fallback={null}>
          {snippets.map((snippet, i) => (
            <CmsContent key={i} html={snippet.content} className={styles.cms} />
          ))}
        </Suspense>
      )}
    </section>
  );
}
