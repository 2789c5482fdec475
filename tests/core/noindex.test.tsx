// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../core/boot/App';
import { createTestRuntime } from '../harness/create-test-runtime';
import { testCatalog } from '../fixtures/test-plugins';

afterEach(() => cleanup());

describe('noindex on every route (spec part 1 §2)', () => {
  it('marks a plugin route deeper than 4 segments noindex and leaves shallow ones alone', async () => {
    const { runtime, navigation } = await createTestRuntime({ plugins: [testCatalog.hello], url: '/deep/1/2/3/4' });
    const { unmount } = render(<App runtime={runtime} />);
    expect(await screen.findAllByText('hello from plugin')).not.toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();

    navigation.go('/hello', { replace: true });
    render(<App runtime={runtime} />);
    expect(await screen.findAllByText('hello from plugin')).not.toHaveLength(0);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
