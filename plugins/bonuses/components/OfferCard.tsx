import { Link } from 'wouter';
import type { ReactNode } from 'react';
import { GiftMedia } from './GiftMedia';
import styles from './GiftCard.module.css';

interface OfferCardProps {
  title: string;
  description?: string;
  terms: string[];
  image?: string;
  icon?: string;
  badge?: ReactNode;
  /** Where the card leads, with its label: an app path (without locale) or an operator's https address. */
  action?: { label: string; to: string };
  kind: string;
  group?: string;
}

/** An offer or an operator's gift: what it is, its terms and where to get it (a deposit, sign-up, a page). */
export function OfferCard({ title, description, terms, image, icon, badge, action, kind, group }: OfferCardProps) {
  return (
    <article className={styles.card} data-testid="gift-card" data-kind={kind} data-group={group}>
      <GiftMedia image={image} icon={icon} />
      <div className={styles.body}>
        <div className={styles.head}>
          <h4 className={styles.title}>{title}</h4>
          {badge}
        </div>
        {description && <p className={styles.description}>{description}</p>}
        {terms.length > 0 && <p className={styles.facts}>{terms.join(' · ')}</p>}
        {action && (
          <div className={styles.actions}>
            {action.to.startsWith('/') ? (
              <Link href={action.to} className={styles.primary}>{action.label}</Link>
            ) : (
              <a href={action.to} className={styles.primary} target="_blank" rel="noopener noreferrer">{action.label}</a>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
