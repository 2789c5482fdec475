import { Fragment, type ReactNode } from 'react';
import { useRuntime, useTranslation } from '@core/index';
import { minimumAge } from '@schemas/validation';

const TAGGED = /<(terms|privacy)>(.*?)<\/\1>/g;
const LINKS: Record<string, string> = { terms: '/terms-and-conditions', privacy: '/privacy-policy' };

/**
 * The terms checkbox text: translators place `<terms>…</terms>` and `<privacy>…</privacy>` where the
 * links go, so word order stays theirs. Links open in a new tab to keep the form filled.
 */
export function TermsLabel() {
  const runtime = useRuntime();
  const { t } = useTranslation('auth');
  // The adult age of the licence variant (21 on EE), the same one the birth date is checked against.
  const text = t('signUp.terms', { age: minimumAge(runtime.licence, runtime.site.legal?.licences[runtime.licence]?.minimumAge) });
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    const [whole, tag = '', inner = ''] = match;
    parts.push(<Fragment key={`t${last}`}>{text.slice(last, match.index)}</Fragment>);
    parts.push(
      <a key={`a${match.index}`} href={runtime.href(LINKS[tag] ?? '/')} target="_blank" rel="noreferrer">
        {inner}
      </a>,
    );
    last = (match.index ?? 0) + whole.length;
  }
  parts.push(<Fragment key="end">{text.slice(last)}</Fragment>);
  return <>{parts}</>;
}
