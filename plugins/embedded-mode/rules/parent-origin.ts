/**
 * Which origins may embed the site (`embedding.parentOrigins` of the site file, schemas/site/embedding.schema.ts)
 * and which one does now. Pure: the browser facts come in as arguments, so the checks are tested without a frame.
 */

/** `https://sports.example.com` or `http://127.0.0.1:*` (any port) against a concrete origin. */
export function originMatches(pattern: string, origin: string): boolean {
  if (origin === 'null' || origin === '') return false;
  if (!pattern.endsWith(':*')) return pattern === origin;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  // `URL#origin` normalises; a path, a user or a different scheme or host cannot slip through the prefix.
  return parsed.origin === origin && `${parsed.protocol}//${parsed.hostname}` === pattern.slice(0, -2);
}

export function isAllowedParent(allowed: readonly string[], origin: string): boolean {
  return allowed.some((pattern) => originMatches(pattern, origin));
}

/** What the page knows of its embedder: the frame's ancestors (Chromium, Safari) and the referrer (others). */
export interface EmbeddingFacts {
  /** `window.parent !== window`. */
  framed: boolean;
  /** `location.ancestorOrigins[0]` where the browser has it. */
  ancestorOrigin?: string | undefined;
  /** `document.referrer` (its origin is the parent's on the frame's first load). */
  referrer?: string | undefined;
  /** `?embedded=1` (or `webview`) in the landing address: the app's webview, which is no frame. */
  flagged: boolean;
  /** This page's own origin (a webview's messages go to the page itself, where the app listens). */
  ownOrigin: string;
  /** An origin remembered from this tab's first page (sessionStorage): a reload or a new page keeps the mode. */
  remembered?: string | null | undefined;
}

export type Embedding = { mode: 'iframe' | 'webview'; targetOrigin: string } | null;

const originOf = (address: string | undefined): string | undefined => {
  if (!address) return undefined;
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
};

/**
 * The mode and the exact origin messages go to. A frame whose parent is not on the list is treated as not embedded:
 * nothing is posted to it (`postMessage` never gets `*`). A webview posts to the page's own origin.
 */
export function detectEmbedding(facts: EmbeddingFacts, allowed: readonly string[]): Embedding {
  if (facts.framed) {
    // The browser's ancestor list is authoritative where it exists; the referrer and the tab's memory stand in
    // only without it (Firefox).
    const candidates = facts.ancestorOrigin !== undefined ? [facts.ancestorOrigin] : [originOf(facts.referrer), facts.remembered ?? undefined];
    const parent = candidates.find((origin): origin is string => typeof origin === 'string' && isAllowedParent(allowed, origin));
    return parent ? { mode: 'iframe', targetOrigin: parent } : null;
  }
  if (facts.flagged || facts.remembered === facts.ownOrigin) return { mode: 'webview', targetOrigin: facts.ownOrigin };
  return null;
}
