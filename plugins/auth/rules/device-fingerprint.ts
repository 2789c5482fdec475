/**
 * The `dfpc` device fingerprint of sign-in and registration (spec part 1 §5). A stable hash of what the
 * browser says about itself: good enough to group sessions of one device, not to identify a person.
 */
export function deviceFingerprint(): string {
  if (typeof navigator === 'undefined') return 'server';
  const parts = [
    navigator.userAgent,
    navigator.language,
    String(navigator.hardwareConcurrency ?? ''),
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
  ];
  return fnv1a(parts.join('|'));
}

/** 32-bit FNV-1a as 8 hex digits, twice with different seeds for 16 digits. */
export function fnv1a(text: string): string {
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(16).padStart(8, '0');
  };
  return hash(0x811c9dc5) + hash(0x01000193);
}
