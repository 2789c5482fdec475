// @vitest-environment happy-dom
import '../../tests/harness/happy-dom-dompurify';
import { describe, expect, it } from 'vitest';
import { prepareCmsContent } from './split-content';

const prepare = (html: string, extra = {}) => prepareCmsContent(html, { currency: 'EUR', ...extra });

describe('CMS content segments', () => {
  it('drops the paragraph around a lone placeholder', () => {
    expect(prepare('<h2>Title</h2><p>#LiveChatButton[]#</p><p>After</p>')).toEqual([
      { kind: 'html', html: '<h2>Title</h2>' },
      { kind: 'placeholder', name: 'LiveChatButton', props: {} },
      { kind: 'html', html: '<p>After</p>' },
    ]);
  });

  it('closes and reopens the elements around an inline placeholder', () => {
    const segments = prepare('<div class="box"><p>Before #GameRow[collection=top]# after</p></div>');
    expect(segments).toEqual([
      { kind: 'html', html: '<div class="box"><p>Before </p></div>' },
      { kind: 'placeholder', name: 'GameRow', props: { collection: 'top' } },
      { kind: 'html', html: '<div class="box"><p> after</p></div>' },
    ]);
  });

  it('ignores placeholder syntax in attributes and escapes text around placeholders', () => {
    const segments = prepare('<p title="#AwardsList[]#">1 &lt; 2 #AwardsList[]#</p>');
    expect(segments[0]).toEqual({ kind: 'html', html: '<p title="#AwardsList[]#">1 &lt; 2 </p>' });
    expect(segments[1]).toMatchObject({ kind: 'placeholder', name: 'AwardsList' });
  });

  it('substitutes variables and localises same-origin links only', () => {
    const [segment] = prepare('<p><a href="/support">{bonus}</a> <a href="https://example.com">x</a></p>', {
      currency: 'CAD',
      variables: { bonus: { EUR: '€5', CAD: 'C$7' } },
      localizePath: (path: string) => `/de${path}`,
    });
    expect(segment).toEqual({ kind: 'html', html: '<p><a href="/de/support">C$7</a> <a href="https://example.com">x</a></p>' });
  });

  it('keeps checkbox accordions and their labels', () => {
    const html = '<div class="accordion-item"><input type="checkbox" id="faq-1"><label for="faq-1">Q</label><div class="accordion-content"><p>A</p></div></div>';
    expect(prepare(html)).toEqual([{ kind: 'html', html }]);
  });
});
