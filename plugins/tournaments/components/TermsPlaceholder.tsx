import { useEffect } from 'react';
import { useRuntime } from '@core/index';
import { ensureTournaments } from '../actions';
import { usePromoData } from '../use-promo-data';
import { TournamentTerms } from './TournamentTerms';

/** `#TournamentTerms[slug=…]#` in CMS text: the named tournament's terms, or the general ones without a slug. */
export default function TermsPlaceholder({ props }: { props: Record<string, string> }) {
  const runtime = useRuntime();
  const { tournaments } = usePromoData();
  const slug = props.slug ?? '';
  useEffect(() => {
    if (slug) void ensureTournaments(runtime);
  }, [runtime, slug]);
  const tournament = slug ? (tournaments?.find((t) => t.frontend_identifier === slug) ?? null) : null;
  return <TournamentTerms tournament={tournament} headingLevel={3} />;
}
