import { useEffect, useState } from 'react';
import { Dialog, formatDateTime, Spinner, usePluginState, useRuntime, useTranslation } from '@core/index';
import { FormBanner } from '@core/forms';
import type { BetDetail, BetHistoryEntry } from '@schemas/wire/game-history';
import { readRoundOutcome } from '@schemas/wire/game-round-outcome';
import { profileApiState } from '../../api';
import { money, net, providerLabel, signedMoney } from '../../rules/history-format';
import { RoundOutcomeView } from './outcomes/RoundOutcomeView';
import { RoundTags } from './RoundTags';
import styles from './RoundDetailDialog.module.css';

/**
 * One round opened from the list: its facts at once (from the list's entry), then what it showed, loaded
 * from GET /api/player/games_history/{bet_id} (a failure is logged as LOAD_GAME_ROUND_ERROR and said here;
 * the facts stay).
 */
export function RoundDetailDialog({ entry, onClose }: { entry: BetHistoryEntry; onClose(): void }) {
  const { t } = useTranslation('profile');
  const runtime = useRuntime();
  const api = usePluginState(profileApiState);
  const [detail, setDetail] = useState<BetDetail | null | 'failed'>(null);
  const locale = runtime.locale.current;
  useEffect(() => {
    let live = true;
    api.betDetail(entry.bet_id).then((d) => live && setDetail(d), () => live && setDetail('failed'));
    return () => {
      live = false;
    };
  }, [api, entry.bet_id]);

  // The detail's own entry is the fresher one (a round in play may have settled since the list loaded).
  const round = detail && detail !== 'failed' ? detail.entry : entry;
  const result = net(round);
  return (
    <Dialog title={round.title || round.game} onClose={onClose} size="medium">
      <div className={styles.detail} data-testid="round-detail">
        <p className={styles.sub}>
          <span>{providerLabel(round)}</span>
          <span>{formatDateTime(round.created_at, locale, { seconds: true })}</span>
        </p>
        <RoundTags entry={round} />
        <dl className={styles.facts}>
          <Fact label={t('history.column.bet')} value={money(round.total_bets, round.currency, locale)} />
          <Fact label={t('history.column.win')} value={round.bet_status === 'pending' ? t('history.status.pending') : money(round.total_wins, round.currency, locale)} />
          <Fact label={t('history.detail.result')} value={round.bet_status === 'pending' ? '—' : signedMoney(result, round.currency, locale)} tone={round.bet_status === 'pending' ? undefined : result > 0 ? 'up' : result < 0 ? 'down' : undefined} />
          <Fact label={t('history.column.balance')} value={round.balance_after_cents === null ? '—' : money(round.balance_after_cents, round.currency, locale)} />
          {round.bonus_bets > 0 && !round.free_round && <Fact label={t('history.detail.bonusPart')} value={money(round.bonus_bets, round.currency, locale)} />}
          <Fact label={t('history.detail.mode')} value={round.mode ? t(`history.mode.${round.mode}`) : '—'} />
        </dl>
        <section className={styles.outcome} aria-label={t('history.detail.outcome')}>
          {detail === null && <Spinner label="round" />}
          {detail === 'failed' && <FormBanner tone="error">{t('history.detail.failed')}</FormBanner>}
          {detail && detail !== 'failed' && <RoundOutcomeView outcome={readRoundOutcome(detail.entry.kind, detail.outcome)} currency={round.currency} />}
        </section>
        <p className={styles.id}>{t('history.detail.betId', { id: round.bet_id })}</p>
      </div>
    </Dialog>
  );
}

function Fact({ label, value, tone }: { label: string; value: string; tone?: 'up' | 'down' }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd data-tone={tone}>{value}</dd>
    </div>
  );
}
