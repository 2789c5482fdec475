import { useMemo, useRef, type MouseEvent } from 'react';
import { DEFAULT_CURRENCY } from '@config/limits';
import { useRuntime, useSession } from '../react/runtime-context';
import { CmsPlaceholder } from './CmsPlaceholder';
import { prepareCmsContent } from './split-content';
import { useAccordionHash } from './use-accordion-hash';
import type { CmsVariables } from './variables';
import styles from './CmsContent.module.css';

export interface CmsContentProps {
  /** Page or snippet HTML from the CMS, placeholders and `{variables}` included. */
  html: string;
  /** `blocks.json.variables` of the page. */
  variables?: CmsVariables;
  className?: string;
}

/**
 * Renders CMS HTML: sanitised segments of HTML with the live blocks plugins registered for its
 * `#Placeholders[...]#` between them. Same-origin links navigate inside the app.
 */
export function CmsContent({ html, variables, className }: CmsContentProps) {
  const runtime = useRuntime();
  const session = useSession();
  const currency = session.player?.currency ?? DEFAULT_CURRENCY;
  const locale = runtime.locale.current;
  const segments = useMemo(
    () => prepareCmsContent(html, { variables, currency, locale, localizePath: (path) => runtime.href(path, locale) }),
    [html, variables, currency, runtime, locale],
  );
  const ref = useRef<HTMLDivElement>(null);
  useAccordionHash(ref, segments);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || !href.startsWith('/') || href.startsWith('//') || anchor.getAttribute('target')) return;
    if (!ref.current?.contains(anchor)) return;
    event.preventDefault();
    runtime.navigate(href, { raw: true });
  };

  return (
    // The click handler only delegates link navigation; links stay ordinary keyboard-reachable anchors.
    <div ref={ref} className={[styles.content, className].filter(Boolean).join(' ')} onClick={onClick}>
      {segments.map((segment, index) =>
        segment.kind === 'html' ? (
          <div key={index} className={styles.html} dangerouslySetInnerHTML={{ __html: segment.html }} />
        ) : (
          <div key={index} className={styles.block} data-placeholder={segment.name}>
            <CmsPlaceholder name={segment.name} props={segment.props} />
          </div>
        ),
      )}
    </div>
  );
}

export default CmsContent;
