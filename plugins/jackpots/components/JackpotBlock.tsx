import { useJackpots, useChannelWhileVisible } from '../use-jackpots';
import { JackpotCard } from './JackpotCard';
import styles from './JackpotBlock.module.css';

/**
 * CMS placeholder `#JackpotBlock[jackpot=identifier]#` (spec part 1 §2 jackpot blocks): that jackpot's card with
 * live amounts, or every running jackpot without `jackpot`. An unknown identifier draws nothing.
 */
export default function JackpotBlock({ props }: { props: Record<string, string> }) {
  const { status, jackpots } = useJackpots();
  const [ref] = useChannelWhileVisible<HTMLDivElement>('jackpots_changes');
  const wanted = props.jackpot?.trim();
  const shown = jackpots.filter((j) => j.state === 'active' && (!wanted || j.identifier === wanted));
  return (
    <div ref={ref} className={styles.block} data-testid="jackpot-block" aria-busy={status === 'loading'}>
      {status === 'loading' ? <div className={styles.skeleton} aria-hidden="true" /> : shown.map((jackpot) => <JackpotCard key={jackpot.id} jackpot={jackpot} />)}
    </div>
  );
}
