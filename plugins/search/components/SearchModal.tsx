import { Dialog, useTranslation, type ModalComponentProps } from '@core/index';
import { SearchPanel } from './SearchPanel';

const isPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 600px)').matches === true;

/** Spec §2: a popup on desktop, a full-screen modal on phones. */
export default function SearchModal({ close }: ModalComponentProps) {
  const { t } = useTranslation('search');
  return (
    <Dialog title={t('title')} onClose={close} size={isPhone() ? 'full' : 'large'}>
      <SearchPanel onOpen={close} />
    </Dialog>
  );
}
