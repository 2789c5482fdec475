import { useTranslation } from '../i18n/use-translation';
import type { ValidationError } from '@schemas/validation';

/** A rule's message key (client-side, translated here) or a message the platform already wrote. */
export type FieldMessage = ValidationError | { text: string };

export function useMessageText() {
  const { t } = useTranslation();
  return (message: FieldMessage | null | undefined): string | undefined => {
    if (!message) return undefined;
    return 'text' in message ? message.text : t(`validation:${message.key}`, message.values ?? {});
  };
}
