// A small stroke icon set for menus and buttons; plugins name an icon instead of shipping SVG for chrome.
const PATHS: Record<string, string> = {
  home: 'M3 11l9-7 9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  cherry: 'M7 15a3 3 0 1 0 .01 0M16 17a3 3 0 1 0 .01 0M8 12c1-4 4-7 9-8M17 14c-1-3 0-7 0-10',
  live: 'M4 7h16v10H4zM9 10l5 2-5 2z',
  slots: 'M4 5h16v14H4zM9 5v14M15 5v14',
  sport: 'M12 3a9 9 0 1 0 .01 0M12 3v18M3 12h18',
  crown: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-3-5 0M12 7c2-4 6-3 5 0',
  search: 'M11 4a7 7 0 1 0 .01 0M20 20l-4-4',
  menu: 'M4 7h16M4 12h16M4 17h16',
  user: 'M12 4a4 4 0 1 0 .01 0M4 20c1-4 4-6 8-6s7 2 8 6',
  chat: 'M4 5h16v11H8l-4 4z',
  star: 'M12 3l2.6 5.6 6.1.7-4.5 4.1 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.1 6.1-.7z',
  dice: 'M5 5h14v14H5zM9 9h.01M15 15h.01M15 9h.01M9 15h.01',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 19V5',
  info: 'M12 3a9 9 0 1 0 .01 0M12 11v6M12 7h.01',
  help: 'M12 3a9 9 0 1 0 .01 0M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7M12 17h.01',
  wallet: 'M4 7h15v12H4zM4 7l11-4v4M15 13h2',
  close: 'M6 6l12 12M18 6L6 18',
  chevron: 'M9 6l6 6-6 6',
  more: 'M6 12h.01M12 12h.01M18 12h.01',
  globe: 'M12 3a9 9 0 1 0 .01 0M3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  heart: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  clock: 'M12 3a9 9 0 1 0 .01 0M12 7v5l3 2',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  bell: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4',
  flag: 'M5 21V4h11l-2 4 2 4H5',
};

export function Icon({ name, size = 20 }: { name: string; size?: number }) {
  const path = PATHS[name] ?? PATHS.star;
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
