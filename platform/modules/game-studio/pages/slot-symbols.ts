/** Inline SVG sprite of the slot symbols (every family draws from the same nine) (no external assets: the page must work offline and framed). Hidden by size, not display:none, which would stop its gradients from painting. */
export const SLOT_SYMBOL_SPRITE = `<svg xmlns="http://www.w3.org/2000/svg" style="position:absolute;width:0;height:0;overflow:hidden" aria-hidden="true" focusable="false">
  <defs>
    <radialGradient id="g-red" cx="35%" cy="35%"><stop offset="0" stop-color="#ff8a8a"/><stop offset="1" stop-color="#c4001d"/></radialGradient>
    <radialGradient id="g-yellow" cx="35%" cy="35%"><stop offset="0" stop-color="#fff7a8"/><stop offset="1" stop-color="#f2c400"/></radialGradient>
    <radialGradient id="g-purple" cx="35%" cy="35%"><stop offset="0" stop-color="#d59bff"/><stop offset="1" stop-color="#5b1390"/></radialGradient>
    <linearGradient id="g-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe27a"/><stop offset="1" stop-color="#c98a00"/></linearGradient>
    <linearGradient id="g-cyan" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#e0fbff"/><stop offset=".5" stop-color="#4fd8ff"/><stop offset="1" stop-color="#006c9e"/></linearGradient>
  </defs>
  <symbol id="s-cherry" viewBox="0 0 100 100">
    <path d="M50 12 C40 30 34 44 32 60 M50 12 C58 30 64 44 70 56" stroke="#2f7d1d" stroke-width="5" fill="none" stroke-linecap="round"/>
    <path d="M50 12 C62 8 74 12 80 22 C68 24 58 20 50 12Z" fill="#47b02a"/>
    <circle cx="32" cy="68" r="18" fill="url(#g-red)"/><circle cx="70" cy="64" r="18" fill="url(#g-red)"/>
  </symbol>
  <symbol id="s-lemon" viewBox="0 0 100 100">
    <ellipse cx="50" cy="52" rx="36" ry="27" fill="url(#g-yellow)" transform="rotate(-20 50 52)"/>
    <path d="M80 34 l8 -6 M20 70 l-8 6" stroke="#d9a800" stroke-width="6" stroke-linecap="round"/>
  </symbol>
  <symbol id="s-plum" viewBox="0 0 100 100">
    <circle cx="50" cy="56" r="32" fill="url(#g-purple)"/>
    <path d="M50 24 C52 16 56 12 62 10" stroke="#5a3b1a" stroke-width="4" fill="none"/>
    <path d="M54 22 C64 10 80 12 84 18 C74 26 62 26 54 22Z" fill="#47b02a"/>
  </symbol>
  <symbol id="s-bell" viewBox="0 0 100 100">
    <path d="M50 14 C30 14 26 34 26 52 C26 64 20 70 14 76 H86 C80 70 74 64 74 52 C74 34 70 14 50 14Z" fill="url(#g-gold)" stroke="#8a5d00" stroke-width="3"/>
    <circle cx="50" cy="82" r="8" fill="#8a5d00"/><circle cx="50" cy="11" r="5" fill="#8a5d00"/>
  </symbol>
  <symbol id="s-bar" viewBox="0 0 100 100">
    <rect x="10" y="30" width="80" height="40" rx="8" fill="#1b1b1b" stroke="url(#g-gold)" stroke-width="4"/>
    <text x="50" y="60" text-anchor="middle" font-family="Impact, Arial Black, sans-serif" font-size="28" fill="url(#g-gold)">BAR</text>
  </symbol>
  <symbol id="s-seven" viewBox="0 0 100 100">
    <path d="M22 18 H80 V30 C64 48 54 66 50 88 H32 C36 66 46 48 60 32 H22Z" fill="url(#g-red)" stroke="#fff3" stroke-width="3"/>
  </symbol>
  <symbol id="s-wild" viewBox="0 0 100 100">
    <rect x="6" y="22" width="88" height="56" rx="14" fill="url(#g-purple)" stroke="url(#g-gold)" stroke-width="4"/>
    <text x="50" y="62" text-anchor="middle" font-family="Impact, Arial Black, sans-serif" font-size="30" fill="url(#g-gold)">WILD</text>
  </symbol>
  <symbol id="s-scatter" viewBox="0 0 100 100">
    <circle cx="50" cy="50" r="40" fill="#1d0b36" stroke="url(#g-gold)" stroke-width="4"/>
    <path d="M50 16 L59 40 L85 41 L64 57 L72 82 L50 67 L28 82 L36 57 L15 41 L41 40Z" fill="url(#g-gold)"/>
  </symbol>
  <symbol id="s-diamond" viewBox="0 0 100 100">
    <path d="M28 20 H72 L90 40 L50 88 L10 40Z" fill="url(#g-cyan)" stroke="#bff4ff" stroke-width="2"/>
    <path d="M10 40 H90 M28 20 L40 40 L50 88 L60 40 L72 20" stroke="#ffffff88" stroke-width="2" fill="none"/>
  </symbol>
</svg>`;
