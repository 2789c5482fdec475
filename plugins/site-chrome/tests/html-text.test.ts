import { describe, expect, it } from 'vitest';
import { textOfHtml } from '../html-text';

describe('textOfHtml (the licence note, drawn the same on the server and in the browser)', () => {
  it('keeps the words, drops tags, scripts, styles and comments', () => {
    expect(textOfHtml('<p>Demo brand <b>licence</b> note.</p><img src=x onerror=alert(1)>')).toBe('Demo brand licence note.');
    expect(textOfHtml('<style>p{}</style><p>a</p><!-- hidden --><script>alert(1)</script><div>b</div>')).toBe('a b');
    expect(textOfHtml('lic<b>en</b>ce<br>next')).toBe('licence next');
  });

  it('decodes entities, numeric ones too, and leaves unknown ones as written', () => {
    expect(textOfHtml('Tom &amp; Jerry &copy; 2026 &#8211; &#x2014; &unknown;')).toBe('Tom & Jerry © 2026 – — &unknown;');
    expect(textOfHtml('&lt;b&gt;not a tag&lt;/b&gt;')).toBe('<b>not a tag</b>');
    expect(textOfHtml('&#0; &#xD800;')).toBe('\ufffd \ufffd');
  });

  it('makes runs of white space one space', () => {
    expect(textOfHtml('  one\n\n   two\tthree ')).toBe('one two three');
  });
});
