import { describe, expect, it } from 'vitest';
import { parseProps, splitPlaceholders } from './placeholder-syntax';

describe('CMS placeholder syntax', () => {
  it('finds a placeholder with props between text', () => {
    expect(splitPlaceholders('Before #GameRow[collection=top;limit=6]# after')).toEqual([
      'Before ',
      { name: 'GameRow', props: { collection: 'top', limit: '6' } },
      ' after',
    ]);
  });

  it('reads empty props and several placeholders in a row', () => {
    expect(splitPlaceholders('#AwardsList[]##LiveChatButton[]#')).toEqual([
      { name: 'AwardsList', props: {} },
      { name: 'LiveChatButton', props: {} },
    ]);
  });

  it('keeps malformed openings as text', () => {
    for (const text of ['#GameRow[collection=top]', '#GameRow[collection=top', '#gameRow[a=b]#', '#[a=b]#', '# GameRow[a=b]#', 'price #1 [best]#']) {
      expect(splitPlaceholders(text)).toEqual([text]);
    }
  });

  it('treats a nested placeholder as part of the outer prop value, never as its own block', () => {
    const pieces = splitPlaceholders('#Outer[title=#Inner[x=1;y=2]#;size=2]#');
    expect(pieces).toEqual([{ name: 'Outer', props: { title: '#Inner[x=1;y=2]#', size: '2' } }]);
  });

  it('keeps text after a broken placeholder and finds the next good one', () => {
    expect(splitPlaceholders('#Bad[a=b #Good[c=d]#')).toEqual(['#Bad[a=b ', { name: 'Good', props: { c: 'd' } }]);
  });

  it('parses props: trims, keeps empty values, drops bad keys and prototype keys', () => {
    expect(parseProps(' a = 1 ; b= ;c;  ;1x=2;__proto__=x;d=e=f')).toEqual({ a: '1', b: '', c: '', d: 'e=f' });
  });

  it('gives up on a runaway placeholder without closing brackets', () => {
    const text = `#Long[${'x'.repeat(5000)}`;
    expect(splitPlaceholders(text)).toEqual([text]);
  });
});
