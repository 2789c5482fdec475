// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RuntimeProvider } from '../react/runtime-context';
import { createTestRuntime } from '../../tests/harness/create-test-runtime';
import { testPlayer } from '../../tests/harness/fixtures';
import { useFormat } from './use-format';

afterEach(() => cleanup());

function Facts({ dob }: { dob: string }) {
  const f = useFormat();
  return <p>{`${f.date(dob)} | ${f.money(150_000)} | ${f.number(1234.5)}`}</p>;
}

describe('useFormat', () => {
  it("binds the formatters to the runtime's locale and the player's currency", async () => {
    const { runtime } = await createTestRuntime({ plugins: [], locale: 'de', url: '/de', player: testPlayer({ currency: 'CAD' }) });
    render(<RuntimeProvider runtime={runtime}><Facts dob="1990-01-15" /></RuntimeProvider>);
    expect(screen.getByText(/^15\.01\.1990 \| 1\.500,00\sCA\$ \| 1\.234,5$/)).toBeTruthy();
  });

  it('uses EUR for a guest', async () => {
    const { runtime } = await createTestRuntime({ plugins: [], locale: 'en' });
    render(<RuntimeProvider runtime={runtime}><Facts dob="1990-01-15" /></RuntimeProvider>);
    expect(screen.getByText('15/01/1990 | €1,500.00 | 1,234.5')).toBeTruthy();
  });
});
