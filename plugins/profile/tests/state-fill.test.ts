import { describe, expect, it } from 'vitest';
import { catalogEntry } from '../../../core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { testPlayer } from '../../../tests/harness/fixtures';
import { fillStateFromPostalCode } from '../lifecycle/after-login';
import { stateToFill } from '../rules/state-fill';
import { profileManifest } from '../manifest';

const editable = [{ name: 'state', editable: true }];

describe('state from the postal code on login (spec part 1 §4, §5)', () => {
  it('fills an empty editable state from an Australian range or a Canadian first letter', () => {
    expect(stateToFill({ country: 'AU', postal_code: '2600', state: null }, editable)).toBe('ACT');
    expect(stateToFill({ country: 'AU', postal_code: '0800', state: '' }, editable)).toBe('NT');
    expect(stateToFill({ country: 'CA', postal_code: 'H2X 1Y4', state: null }, editable)).toBe('QC');
  });

  it('leaves a filled or non-editable state, other countries and unknown codes alone', () => {
    expect(stateToFill({ country: 'AU', postal_code: '2000', state: 'VIC' }, editable)).toBeNull();
    expect(stateToFill({ country: 'AU', postal_code: '2000', state: null }, [{ name: 'state', editable: false }])).toBeNull();
    expect(stateToFill({ country: 'AU', postal_code: '2000', state: null }, [])).toBeNull();
    expect(stateToFill({ country: 'DE', postal_code: '10115', state: null }, editable)).toBeNull();
    expect(stateToFill({ country: 'CA', postal_code: 'Z1Z', state: null }, editable)).toBeNull();
  });

  it('sends PATCH /api/player with the edition context and keeps the answer as the session player', async () => {
    const player = testPlayer({ country: 'AU', postal_code: '3000', state: null, currency: 'AUD' });
    const { runtime, api } = await createTestRuntime({
      plugins: [catalogEntry(profileManifest, () => import('../index'))],
      player,
      api: {
        'GET /api/info/player_fields': { context: 'edition', fields: [{ name: 'state', type: 'string', required: false, editable: true, rules: [] }] },
        'PATCH /api/player': ({ body }: { body: unknown }) => ({ body: { ...player, ...(body as { player: object }).player } }),
        'GET /api/info/countries': [],
      },
    });
    await fillStateFromPostalCode(runtime);
    const patch = api.calls.filter((c) => c.method === 'PATCH' && c.path.startsWith('/api/player'));
    expect(patch.at(-1)?.body).toEqual({ context: 'edition', player: { state: 'VIC' } });
    expect(runtime.session.player?.state).toBe('VIC');
  });
});
