import { useRef } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime, useSession } from '@core/index';
import { noticesState } from '../state';
import { AustralianCard } from './AustralianCard';
import { CookieNotice } from './CookieNotice';
import { needsAustralianCard } from '../rules/notice-cookies';
import { useFocusClearOf } from './use-focus-clear-of';
import styles from './NoticeCard.module.css';

/** Bottom-left cards until answered (spec part 1 §4); one stack so they never overlap each other. */
export default function NoticeStack() {
  const runtime = useRuntime();
  const session = useSession();
  const snapshot = useSnapshot(usePluginState(noticesState));
  const australia = needsAustralianCard(runtime.country, session.status === 'player', snapshot.australiaApproved);
  if (snapshot.cookiesAccepted && !australia) return null;
  return <Stack australia={australia} cookies={!snapshot.cookiesAccepted} />;
}

/** The cards themselves: mounted only while one is shown, so the focus guard lives exactly as long. */
function Stack({ australia, cookies }: { australia: boolean; cookies: boolean }) {
  const stack = useRef<HTMLDivElement>(null);
  useFocusClearOf(stack);
  return (
    <div className={styles.stack} ref={stack}>
      {australia && <AustralianCard />}
      {cookies && <CookieNotice />}
    </div>
  );
}
