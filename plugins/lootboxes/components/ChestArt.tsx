import { useId } from 'react';

/** A treasure chest, drawn (no image request); `open` lifts the lid. Decorative: the card's heading names the box. */
export function ChestArt({ open = false, size = 64 }: { open?: boolean; size?: number }) {
  // Gradient ids unique per drawing: a page shows several chests.
  const id = `chest${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const wood = `${id}-wood`;
  const gold = `${id}-gold`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={wood} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#c9823b" />
          <stop offset="1" stopColor="#7a4416" />
        </linearGradient>
        <linearGradient id={gold} x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#ffe08a" />
          <stop offset="1" stopColor="#e0a526" />
        </linearGradient>
      </defs>
      {open && <ellipse cx="32" cy="30" rx="20" ry="8" fill="#fff3b0" opacity="0.85" />}
      <rect x="8" y="30" width="48" height="26" rx="4" fill={`url(#${wood})`} />
      <g transform={open ? 'rotate(-28 8 30)' : undefined}>
        <path d="M8 30 V22 a24 12 0 0 1 48 0 V30 Z" fill={`url(#${wood})`} />
        <path d="M8 30 V22 a24 12 0 0 1 48 0 V30" fill="none" stroke={`url(#${gold})`} strokeWidth="3" />
      </g>
      <rect x="8" y="30" width="48" height="4" fill={`url(#${gold})`} />
      <rect x="28" y="28" width="8" height="12" rx="2" fill={`url(#${gold})`} />
      <circle cx="32" cy="35" r="1.6" fill="#5a3210" />
      <rect x="14" y="30" width="4" height="26" fill={`url(#${gold})`} opacity="0.8" />
      <rect x="46" y="30" width="4" height="26" fill={`url(#${gold})`} opacity="0.8" />
    </svg>
  );
}
