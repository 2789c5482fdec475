import { Suspense } from 'react';
import { useJackpots, useChannelWhileVisible } from '../use-jackpots';
import { JackpotCard } from './JackpotCard';
import styles from './JackpotBlock.module.css';

/**
 * CMS placeholder `#JackpotBlock[jackpot=identifier]#` (spec part 1 §2 jackpot blocks): that jackpot's card with
 * live amounts, or every running jackpot without `jackpot`. An unknown identifier draws nothing. The list is read
 * while rendering (a server-drawn CMS page carries the card); the skeleton holds its place while it loads.
 */
export default function JackpotBlock({ props }: { props: Record<string, string> }) {
  return (
    <Suspense
      fallback={
        <div className={styles.block} data-testid="jackpot-block" aria-busy="true">
          <div className={styles.skeleton} aria-hidden="true" />
        </div>
      }
    >
      <LoadedJackpotBlock wanted={props.jackpot?.trim()} />
    </Suspense>
  );
}

function LoadedJackpotBlock({ wanted }: { wanted: string | undefined }) {
  const { jackpots } = useJackpots();
  const [ref] = useChannelWhileVisible<HTMLDivElement>('jackpots_changes');
  const shown = jackpots.filter((j) => j.state === 'active' && (!wanted || j.identifier === wanted));
  return (
    <div ref={ref} className={styles.block} data-testid="jackpot-block" aria-busy="false">
      {shown.map((jackpot) => <JackpotCard key={jackpot.id} jackpot={jackpot} />)}
    </div>
  );
}
