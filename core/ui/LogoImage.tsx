import { useState } from 'react';

/**
 * A logo that gives way to its name when the image does not load: logo URLs built from a site pattern
 * (provider logos) may not exist on an operator's CDN, and a name reads better than a broken image.
 */
export function LogoImage({ src, name, alt, width, height }: { src: string; name: string; alt: string; width: number; height: number }) {
  // Remembers the URL that failed, so a new URL for the same tile is tried again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) return <span>{name}</span>;
  return <img src={src} alt={alt} loading="lazy" width={width} height={height} onError={() => setFailedSrc(src)} />;
}
