// Monochrome social marks, drawn simply so the footer needs no icon font or third-party images.
const PATHS: Record<string, string> = {
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 8.5a3.5 3.5 0 1 0 .01 0M17.5 6.5h.01',
  x: 'M4 4l16 16M20 4L4 20',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l8-6',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9l5 3-5 3z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v6h4v-6h3l1-4h-4V8z',
};

export function SocialIcon({ name, size = 18 }: { name: string; size?: number }) {
  const path = PATHS[name] ?? 'M12 3a9 9 0 1 0 .01 0M3 12h18';
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={path} />
    </svg>
  );
}
