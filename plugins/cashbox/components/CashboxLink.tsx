import type { ComponentProps, MouseEvent } from 'react';
import { useRuntime } from '@core/index';
import { useCashboxNavigation } from './use-cashbox-navigation';

/** A link to another cashbox screen that keeps the page behind (a plain `<Link>` would forget it). */
export function CashboxLink({ to, onClick, ...rest }: { to: string } & Omit<ComponentProps<'a'>, 'href'>) {
  const runtime = useRuntime();
  const { go } = useCashboxNavigation();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return <a {...rest} href={runtime.href(to)} onClick={follow} />;
}
