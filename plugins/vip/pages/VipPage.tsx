import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { browserStorage, NotFoundPage, useNow, useRuntime, useSession, useTranslation, type RouteProps } from '@core/index';
import { VIP_ONBOARDING_MODAL } from '@schemas/contracts/modals';
import { LevelCards } from '../components/LevelCards';
import { ProgressPanel } from '../components/ProgressPanel';
import { statusLabelKey } from '../components/status-label';
import { SubscriptionPanel } from '../components/SubscriptionPanel';
import { VipInfo } from '../components/VipInfo';
import { levelConfigOf, needsOnboarding } from '../rules/status';
import { useVipData } from '../use-vip-data';
import styles from './VipPage.module.css';

const TABS = ['progress', 'rewards', 'info'] as const;
type Tab = (typeof TABS)[number];
const tabPath = (tab: Tab) => (tab === 'progress' ? '/vip' : `/vip/${tab}`);
const MINUTE = 60_000;

/**
 * `/vip` (spec part 2 §2 VipProgram): the player's level, and three tabs — progress (the quarter's sums, expiry
 * and the subscription tiers), rewards (every level's conditions and gifts) and info (how the programme works).
 * A player in neither onboarding status sees the onboarding modal here, on their first visit.
 */
export default function VipPage({ params }: RouteProps) {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const session = useSession();
  const player = session.player;
  const snap = useVipData({ subscriptions: true });
  const now = useNow(MINUTE);
  const tab = (params.tab ?? 'progress') as Tab;
  const program = snap.program;
  // Onboarding waits for any other modal (the profile-completion one after sign-in) to close.
  const modalsOpen = useSnapshot(runtime.modals.state).stack.length;

  useEffect(() => {
    if (!player || !program) return;
    const key = `vip:onboarded:${player.id}`;
    const storage = browserStorage('local');
    if (storage?.getItem(key) || !needsOnboarding(player.statuses.map((s) => Number(s.id)), program.onboardingStatusIds)) return;
    if (modalsOpen > 0) return;
    storage?.setItem(key, '1');
    runtime.modals.open(VIP_ONBOARDING_MODAL);
  }, [player, program, runtime, modalsOpen]);

  if (!(TABS as readonly string[]).includes(tab)) return <NotFoundPage />;
  const status = player ? (snap.progress?.currentStatus ?? null) : null;
  const level = program && status ? levelConfigOf(program.levels, status) : null;
  return (
    <div className={styles.page} data-testid="vip-page">
      <title>{t('page.documentTitle', { site: runtime.site.name })}</title>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          {level?.image ? <img className={styles.art} src={level.image} alt="" width={96} height={96} /> : <span className={styles.art} aria-hidden="true" />}
          <div className={styles.heroText}>
            <h1 className={styles.title}>{t('page.title')}</h1>
            <p className={styles.lead} data-testid="vip-current-status">
              {status ? t('page.yourStatus', { status: t(statusLabelKey(status)) }) : player ? t('page.loading') : t('page.guestLead')}
            </p>
          </div>
        </div>
        <nav className={styles.tabs} aria-label={t('page.tabs')}>
          {TABS.map((name) => (
            <Link key={name} href={tabPath(name)} className={styles.tab} aria-current={name === tab ? 'page' : undefined}>
              {t(`page.tab.${name}`)}
            </Link>
          ))}
        </nav>
      </header>
      <div className={styles.content}>
        {tab === 'progress' && (
          <>
            <ProgressPanel progress={snap.progress} fallback={snap.progressFallback} now={now} />
            {player && <SubscriptionPanel />}
          </>
        )}
        {tab === 'rewards' && (
          <section aria-labelledby="vip-rewards" className={styles.section}>
            <h2 id="vip-rewards" className={styles.heading}>{t('levels.title')}</h2>
            <LevelCards program={program} status={status} />
          </section>
        )}
        {tab === 'info' && <VipInfo progress={snap.progress} />}
      </div>
    </div>
  );
}
