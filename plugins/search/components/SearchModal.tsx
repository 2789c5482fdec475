import { Dialog, useTranslation } from '@core/index';
import { SearchPanel } from './SearchPanel';

const isPhone = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 600px)').matches === true;

/** Spec §2: a popup on desktop, a full-screen modal on phones. */
export default function SearchModal({ close }: { close: () => void; props: Record<string, unknown> }) {
  const { t } = useTranslation('search');
  return (
    <Dialog title={t('title')} onClose={close} size={isPhone() ? 'full' : 'large'}>
      <SearchPanel onOpen={close} />
    </Dialog>
  );
}
