import { describe, expect, it } from 'vitest';
import { substituteVariables, variableValue } from './variables';

const variables = { bonus: { EUR: '€500', CAD: 'C$735' }, spins: { USD: '100' } };

describe('CMS {variables}', () => {
  it("uses the value of the player's currency", () => {
    expect(substituteVariables('<p>Get {bonus} now</p>', variables, 'CAD')).toBe('<p>Get C$735 now</p>');
  });

  it('falls back to EUR, then to any value', () => {
    expect(substituteVariables('{bonus}', variables, 'NOK')).toBe('€500');
    expect(variableValue({ USD: '100' }, 'NOK')).toBe('100');
  });

  it('leaves unknown names, prototype names and non-identifiers as written', () => {
    expect(substituteVariables('{missing} {constructor} { bonus } {1x}', variables, 'EUR')).toBe('{missing} {constructor} { bonus } {1x}');
  });

  it('formats amounts (minor units) in the locale, in the currency whose value is used', () => {
    const amounts = { bonus: { EUR: 150_000, CAD: 200_000 } };
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(substituteVariables('<p>{bonus}</p>', amounts, 'CAD', 'fr-CA'))).toBe('<p>2 000 $</p>');
    expect(plain(substituteVariables('{bonus}', amounts, 'NOK', 'de'))).toBe('1.500 €');
    expect(substituteVariables('{bonus}', amounts, 'EUR')).toBe('€1,500');
  });

  it('does nothing without variables', () => {
    expect(substituteVariables('{bonus}', undefined, 'EUR')).toBe('{bonus}');
  });
});
