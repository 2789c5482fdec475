import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { Dialog, usePluginState, useRuntime, useTranslation, type ModalComponentProps } from '@core/index';
import { loadProgram } from '../actions';
import { vipState } from '../state';
import { levelLabelKey } from './status-label';
import styles from './vip.module.css';

/** VIP status-up (spec part 2 §4): the new level with its art and gifts, and the way to the VIP page. */
export default function StatusUpModal({ close, props }: ModalComponentProps<{ level: string }>) {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const program = useSnapshot(usePluginState(vipState).state).program;
  // The art and gifts come from the programme config, which a page away from /vip may not have loaded yet.
  useEffect(() => void loadProgram(runtime), [runtime]);
  const level = program?.levels.find((l) => l.id === props.level) ?? null;
  const name = t(levelLabelKey(props.level));
  return (
    <Dialog title={t('statusUp.title')} onClose={close} size="small">
      <div className={styles.modalBody} data-testid="vip-status-up" data-level={props.level}>
        {level?.image && <img className={styles.art} src={level.image} alt="" width={72} height={72} />}
        <p className={styles.heading}>{t('statusUp.text', { status: name })}</p>
        {level && level.gifts.length > 0 && (
          <ul className={styles.list} aria-label={t('levels.gifts')}>
            {level.gifts.map((gift) => <li key={gift}>{gift}</li>)}
          </ul>
        )}
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            close();
            runtime.navigate('/vip');
          }}
        >
          {t('statusUp.cta')}
        </button>
      </div>
    </Dialog>
  );
}
