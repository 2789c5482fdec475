import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { playerCurrency, useDocumentHead, useNow, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import type { Lootbox, LootboxActivation } from '@schemas/wire/lootboxes';
import { ensureSpins, spin, toRegistration } from '../actions';
import { spinTarget, wheelFace } from '../rules/segments';
import { nextDailySpinAt, spinsOf, WHEEL_PAGES, type WheelKind } from '../rules/spins';
import { wheelState } from '../state';
import { ResultDialog } from './ResultDialog';
import { SpinPanel } from './SpinPanel';
import { useSegmentText } from './use-segment-lines';
import { useWheelConfig } from './use-wheel-config';
import { WheelDisc } from './WheelDisc';
import styles from './WheelScreen.module.css';

const TURNS = 6;

const reducedMotion = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A wheel page (spec part 2 §2): `wheel` is the daily wheel (rocketmart-wheel), `manual_wheel` the segments wheel
 * (rocketplay-wheel). The segments come from fe-config for the visitor's groups; a spin is the activation of the
 * waiting lootbox of the page's group: the platform draws, the wheel turns to the segment it drew (at once under
 * `prefers-reduced-motion`), then the result modal. A guest sees the wheel and is sent to registration to spin.
 */
export function WheelScreen({ kind }: { kind: WheelKind }) {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(wheelState);
  const snap = useSnapshot(store.state);
  const { t } = useTranslation('wheel');
  const { text } = useSegmentText();
  const now = useNow(1_000);
  const player = session.status === 'player';
  const groups = session.player?.groups ?? [];
  const config = useWheelConfig(kind, groups);
  const currency = session.accounts.find((a) => a.active)?.currency ?? playerCurrency(runtime);
  useDocumentHead({ title: t(`page.${kind}.title`) });

  useEffect(() => {
    if (player) void ensureSpins(runtime, { force: true });
  }, [runtime, player]);

  const boxes = (snap.boxes ?? []) as Lootbox[];
  const spins = spinsOf(boxes, kind, now);
  const result = snap.result && snap.result.lootbox.group_key === kind ? (snap.result as LootboxActivation) : null;
  // The wheel holds still on the spun box's face while it turns and its result shows.
  const faceBox = result ? result.lootbox : (spins[0] ?? null);
  const configured = config.status === 'ready' ? config.segments : null;
  const face = useMemo(() => (configured ? wheelFace(configured, faceBox) : []), [configured, faceBox]);

  const [rotation, setRotation] = useState(0);
  const [phase, setPhase] = useState<'idle' | 'turning' | 'shown'>('idle');
  const answered = useRef<string | null>(null);

  // A new answer: turn to its segment (or, with reduced motion or a prize not on the wheel, stand there and show it).
  useEffect(() => {
    if (!result || answered.current === result.lootbox.id || face.length === 0) return;
    answered.current = result.lootbox.id;
    const index = face.findIndex((segment) => segment.id === result.item.prize);
    if (index === -1) return setPhase('shown');
    const nudge = ((Number(result.lootbox.id) * 53) % 100) / 100 - 0.5;
    setRotation((from) => spinTarget(from, index, face.length, reducedMotion() ? 0 : TURNS, nudge));
    setPhase(reducedMotion() ? 'shown' : 'turning');
  }, [result, face]);

  const close = () => {
    store.setResult(null);
    setPhase('idle');
  };

  if (config.status === 'closed') {
    return (
      <div className={styles.page} data-testid="wheel-page" data-kind={kind} data-state="closed">
        <h1 className={styles.title}>{t(`page.${kind}.title`)}</h1>
        <p className={styles.closed}>
          {t('page.closed')} <Link href="/promotions">{t('page.seePromotions')}</Link>
        </p>
      </div>
    );
  }

  const mode = !player ? 'guest' : snap.status !== 'ready' && snap.boxes === null ? 'loading' : spins.length > 0 || phase !== 'idle' ? 'ready' : 'spent';
  const segment = result ? (face.find((s) => s.id === result.item.prize) ?? null) : null;

  return (
    <div className={styles.page} data-testid="wheel-page" data-kind={kind} data-state={config.status === 'loading' ? 'loading' : phase}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{t(`page.${kind}.title`)}</h1>
        <p className={styles.subtitle}>{t(`page.${kind}.subtitle`)}</p>
      </header>
      <div className={styles.layout}>
        <div className={styles.wheel}>
          {face.length > 0 ? (
            <WheelDisc segments={face} currency={currency} rotation={rotation} turning={phase === 'turning'} onStopped={() => setPhase('shown')} />
          ) : (
            <div className={styles.placeholder} aria-busy="true" aria-label={t('panel.loading')} />
          )}
        </div>
        <div className={styles.side}>
          <SpinPanel
            mode={mode}
            // While the spun box turns, it still counts: the panel says what there was until the result shows.
            spins={spins.length + (result && phase === 'turning' && !spins.some((b) => b.id === result.lootbox.id) ? 1 : 0)}
            nextIn={kind === 'wheel' ? nextDailySpinAt(now) - now : null}
            busy={snap.spinning || phase === 'turning'}
            failure={snap.failure}
            onSpin={() => spins[0] && void spin(runtime, spins[0].id)}
            onRegister={() => toRegistration(runtime, WHEEL_PAGES[kind].path)}
          />
          {face.length > 0 && (
            <section className={styles.prizes} aria-labelledby="wheel-prizes">
              <h2 id="wheel-prizes" className={styles.prizesTitle}>
                {t('page.prizes')}
              </h2>
              <ul>
                {face.map((s, index) => (
                  <li key={`${s.id}-${index}`}>{text(s, currency)}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      </div>
      {result && phase === 'shown' && <ResultDialog result={result} segment={segment} currency={currency} onClose={close} />}
    </div>
  );
}
