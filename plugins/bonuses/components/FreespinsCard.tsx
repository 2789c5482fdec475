import { fillVariables, formatMoney, useRuntime, useTranslation } from '@core/index';
import type { PlayerFreespins } from '@schemas/wire/bonuses';
import { playFreespins } from '../actions';
import type { GiftLook } from '../rules/gift-config';
import type { GiftGroupName } from '../rules/gift-groups';
import { isPast } from '../rules/stages';
import { GiftMedia } from './GiftMedia';
import { StageBadge } from './StageBadge';
import { TimeLeft } from './TimeLeft';
import styles from './GiftCard.module.css';

interface FreespinsCardProps {
  pack: PlayerFreespins;
  look: GiftLook | undefined;
  group: GiftGroupName;
  now: number;
  busy: string | undefined;
  failure: string | undefined;
  onCancel: () => void;
}

/** A free-spin pack: spins played of total, the stake, winnings so far, its games; Play opens the first game. */
export function FreespinsCard({ pack, look, group, now, busy, failure, onCancel }: FreespinsCardProps) {
  const runtime = useRuntime();
  const { t } = useTranslation('bonuses');
  const money = (cents: number) => formatMoney(cents, pack.currency, runtime.locale.current).text;
  const title = fillVariables(look?.title ?? pack.title, look?.variables, pack.currency, runtime.locale.current);
  const past = isPast(pack.stage);
  const left = Math.max(0, pack.freespins_total - pack.freespins_performed);
  const until = pack.stage === 'issued' ? pack.activatable_until : pack.valid_until;
  const games = pack.games_info.length > 0 ? pack.games_info : pack.games.map((identifier) => ({ identifier, title: '' }));
  return (
    <article className={styles.card} data-testid="gift-card" data-kind="freespins" data-group={group} data-stage={pack.stage} data-id={pack.id}>
      <GiftMedia image={look?.image} icon="star" />
      <div className={styles.body}>
        <div className={styles.head}>
          <h4 className={styles.title}>{title}</h4>
          <StageBadge stage={pack.stage} />
        </div>
        <p className={styles.facts}>
          <span>
            <strong data-testid="freespins-left">{t('freespins.left', { count: left, total: pack.freespins_total })}</strong>
          </span>
          {pack.bet_cents !== null && <span>{t('freespins.bet', { amount: money(pack.bet_cents) })}</span>}
          {pack.win_cents > 0 && <span>{t('freespins.won', { amount: money(pack.win_cents) })}</span>}
          {!past && !look?.hideTimer && <TimeLeft until={until} now={now} />}
        </p>
        {pack.wager_multiplier !== null && pack.wager_multiplier > 0 && <p className={styles.note}>{t('freespins.wager', { times: pack.wager_multiplier })}</p>}
        {games.length > 0 && (
          <p className={styles.note}>
            {t('freespins.games', { games: games.slice(0, 4).map((g) => g.title || g.identifier).join(', ') })}
          </p>
        )}
        {failure && <p className={styles.failure} role="alert">{t(`failure.${failure}`)}</p>}
        {!past && (
          <div className={styles.actions}>
            {left > 0 && (pack.stage !== 'issued' || pack.activatable) && (
              <button type="button" className={styles.primary} disabled={Boolean(busy)} aria-busy={busy === 'play'} onClick={() => void playFreespins(runtime, pack)}>
                {t('actions.play')}
              </button>
            )}
            {pack.cancelable && (
              <button type="button" className={styles.secondary} disabled={Boolean(busy)} aria-busy={busy === 'cancel'} onClick={onCancel}>
                {t('actions.cancel')}
              </button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
