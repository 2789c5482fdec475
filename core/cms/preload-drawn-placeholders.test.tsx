// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { catalogEntry, defineManifest, definePlugin } from '../plugin/define';
import { lazyComponent } from '../react/lazy-component';
import { createTestRuntime } from '../../tests/harness/create-test-runtime';
import { preloadDrawnPlaceholders } from './preload-drawn-placeholders';

const ContactForm = () => <form />;
const Terms = () => <p />;
const manifest = defineManifest({ id: 'blocks', contributes: { placeholders: { ContactForm: {}, Terms: {} } } });

describe('preloading the placeholders of a drawn page before it is taken over', () => {
  it('loads the components of the placeholders in the HTML, only those, so hydrating them never waits for a chunk', async () => {
    const loadForm = vi.fn(async () => ({ default: ContactForm }));
    const loadTerms = vi.fn(async () => ({ default: Terms }));
    const entry = catalogEntry(manifest, async () => ({
      default: definePlugin(manifest, (api) => api.implement({ placeholders: { ContactForm: loadForm, Terms: loadTerms } })),
    }));
    const { runtime } = await createTestRuntime({ plugins: [entry] });
    const root = document.createElement('div');
    root.innerHTML = '<article><div data-placeholder="ContactForm"><form></form></div><div data-placeholder="Unknown"></div></article>';

    await preloadDrawnPlaceholders(runtime, root);

    expect([loadForm.mock.calls.length, loadTerms.mock.calls.length]).toEqual([1, 0]);
    // Drawn directly: the component itself, not a lazy wrapper that would suspend once while hydrating.
    expect(lazyComponent(runtime.registry.placeholders.find((p) => p.name === 'ContactForm')!.load)).toBe(ContactForm);
  });
});
