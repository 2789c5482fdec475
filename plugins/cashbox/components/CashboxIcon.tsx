// The cashbox's own glyphs (money in, money out, copy…), drawn like core's `Icon`: stroke, currentColor.
const PATHS: Record<string, string> = {
  wallet: 'M4 7h15v12H4zM4 7l11-4v4M15 13h2',
  deposit: 'M12 3v12M7 10l5 5 5-5M4 20h16',
  withdraw: 'M12 15V3M7 8l5-5 5 5M4 20h16',
  history: 'M12 3a9 9 0 1 0 .01 0M12 7v5l3 2',
  copy: 'M9 9h11v11H9zM15 9V4H4v11h5',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  cross: 'M7 7l10 10M17 7L7 17',
  lock: 'M6 11h12v10H6zM8.5 11V7.5a3.5 3.5 0 0 1 7 0V11',
  alert: 'M12 4l9 16H3zM12 10v4.5M12 17.5h.01',
  bolt: 'M13 3L5 14h6l-1 7 8-11h-6z',
  plus: 'M12 5v14M5 12h14',
  undo: 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3',
  close: 'M6 6l12 12M18 6L6 18',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
};

export function CashboxIcon({ name, size = 20 }: { name: keyof typeof PATHS | string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={PATHS[name] ?? PATHS.wallet} />
    </svg>
  );
}
