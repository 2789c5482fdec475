import { describe, expect, it } from 'vitest';
import { checkSite } from '../../server/sites';

const site = {
  id: 'brand',
  name: 'Brand',
  hosts: { main: ['brand.example'], mirrors: [] },
  defaultLocale: 'en',
  locales: ['en'],
  licence: { default: 'CW', eeCountries: ['EE'] },
  plugins: {},
  theme: { tokens: {} },
  logo: { text: 'Brand' },
};
const legal = {
  company: 'Brand Demo N.V.',
  registrationNumber: 'DEMO-1',
  registeredAddress: '1 Example Street, Demo Town',
  licences: { CW: { number: 'DEMO/1', regulator: 'Example Authority', url: 'https://example.com/licence', minimumAge: 18 }, EE: { number: 'DEMO-EE', regulator: 'Example Board', minimumAge: 21 } },
  responsibleGaming: [{ name: 'Example Help', url: 'https://example.com/help' }],
};
const rules = (value: unknown) => checkSite('sites/brand.json', { ...site, legal: value }, []).map((p) => `${p.path} ${p.rule}`);

describe('site legal details (issue 24 item 9)', () => {
  it('accepts complete operator details', () => {
    expect(rules(legal)).toEqual([]);
  });

  it('requires the company, its registration, address, a licence and responsible-gaming links', () => {
    const { company: _company, responsibleGaming: _links, ...rest } = legal;
    expect(rules(rest)).toEqual(expect.arrayContaining(['/legal required']));
    expect(rules({ ...legal, licences: {} })).toEqual(expect.arrayContaining(['/legal/licences minProperties']));
    expect(rules({ ...legal, responsibleGaming: [] })).toEqual(expect.arrayContaining(['/legal/responsibleGaming minItems']));
  });

  it('rejects an unknown licence variant, a licence without regulator or age, and unsafe links', () => {
    expect(rules({ ...legal, licences: { MT: legal.licences.CW } })).toEqual(expect.arrayContaining(['/legal/licences additionalProperties']));
    expect(rules({ ...legal, licences: { CW: { number: 'X' } } })).toEqual(expect.arrayContaining(['/legal/licences/CW required']));
    expect(rules({ ...legal, licences: { CW: { ...legal.licences.CW, minimumAge: 16 } } })).toEqual(expect.arrayContaining(['/legal/licences/CW/minimumAge minimum']));
    // The badge and sign-up agree: an EE age below the licence's 21 is refused.
    expect(rules({ ...legal, licences: { ...legal.licences, EE: { ...legal.licences.EE, minimumAge: 18 } } })).toEqual(['/legal/licences/EE/minimumAge ee-adult-age']);
    expect(rules({ ...legal, responsibleGaming: [{ name: 'Bad', url: 'javascript:alert(1)' }] })).toEqual(expect.arrayContaining(['/legal/responsibleGaming/0/url pattern']));
    expect(rules({ ...legal, company: '' })).toEqual(expect.arrayContaining(['/legal/company minLength']));
  });
});
