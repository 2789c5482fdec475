import type { Block } from './page-text';

/** Minimal escaping: the prose is ours, but an ampersand or "<" in a translation must not break markup. */
const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Inline markup allowed in prose: **bold** and [text](/path). Kept tiny on purpose; anything richer
 * belongs in a component placeholder.
 */
function inline(text: string): string {
  return esc(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\[(.+?)\]\(((?:\/|https:\/\/|mailto:)[^)\s]*)\)/g, '<a href="$2">$1</a>');
}

/** Renders blocks to HTML. FAQ entries are checkbox accordions so a #faq-N hash opens one (spec §2). */
export function renderBlocks(blocks: Block[], idPrefix = 'faq'): string {
  let faqIndex = 0;
  return blocks
    .map((block) => {
      if ('h2' in block) return `<h2>${inline(block.h2)}</h2>`;
      if ('h3' in block) return `<h3>${inline(block.h3)}</h3>`;
      if ('p' in block) return `<p>${inline(block.p)}</p>`;
      if ('ul' in block) return `<ul>${block.ul.map((i) => `<li>${inline(i)}</li>`).join('')}</ul>`;
      if ('ol' in block) return `<ol>${block.ol.map((i) => `<li>${inline(i)}</li>`).join('')}</ol>`;
      if ('faq' in block) {
        return `<div class="accordion">${block.faq
          .map(([q, a]) => {
            const id = `${idPrefix}-${++faqIndex}`;
            return `<div class="accordion-item"><input type="checkbox" id="${id}"><label for="${id}">${inline(q)}</label><div class="accordion-content"><p>${inline(a)}</p></div></div>`;
          })
          .join('')}</div>`;
      }
      return block.raw;
    })
    .join('\n');
}
