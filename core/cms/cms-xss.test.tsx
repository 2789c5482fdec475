// @vitest-environment happy-dom
import '../../tests/harness/happy-dom-dompurify';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../boot/App';
import { catalogEntry, defineManifest, definePlugin } from '../plugin/define';
import { CmsContent } from './lazy-cms-content';
import { prepareCmsContent } from './split-content';
import { createTestRuntime } from '../../tests/harness/create-test-runtime';
import { XSS_PAYLOADS, XSS_PLACEHOLDER_PAYLOADS, XSS_VARIABLES } from '../../tests/fixtures/xss-payloads';

afterEach(() => cleanup());

// One CmsContent per payload: an unclosed raw-text element in one payload would otherwise swallow the next.
const CORPUS = [...XSS_PAYLOADS, ...XSS_PLACEHOLDER_PAYLOADS, '<p>{evil}</p>'];
const DANGEROUS_TAGS = 'script, iframe, frame, object, embed, form, button, svg, math, style, link, meta, base, template, noscript, textarea, video, audio, source';

/** Everything that could run script or leave the page: no tag of that kind, no handler, no unsafe URL. */
function assertInert(root: ParentNode) {
  expect(root.querySelectorAll(DANGEROUS_TAGS)).toHaveLength(0);
  for (const element of root.querySelectorAll('*')) {
    for (const attribute of element.attributes) {
      const name = attribute.name.toLowerCase();
      // Browsers ignore whitespace and control characters inside URL schemes, so they are stripped before comparing.
      // eslint-disable-next-line no-control-regex
      const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
      expect(name.startsWith('on'), `${element.tagName} ${name}`).toBe(false);
      expect(['style', 'srcdoc', 'formaction', 'action', 'xlink:href', 'background', 'srcset']).not.toContain(name);
      expect(value.includes('javascript:') || value.includes('vbscript:') || value.startsWith('data:'), `${name}=${value}`).toBe(false);
      if (name === 'href' || name === 'src') expect(value).toMatch(/^(https:|mailto:|tel:|\/(?!\/)|#)/);
    }
    if (element.tagName === 'INPUT') expect(['checkbox', 'radio']).toContain(element.getAttribute('type'));
  }
}

function XssProbe({ props }: { props: Record<string, string> }) {
  // Props are data: rendered as text by React, never as markup or URLs.
  return <output data-testid="probe">{JSON.stringify(props)}</output>;
}
function XssPage() {
  return CORPUS.map((html, index) => <CmsContent key={index} html={html} variables={XSS_VARIABLES} />);
}
const probeManifest = defineManifest({ id: 'xss-probe', contributes: { routes: { xss: { path: '/xss', order: 1 } }, placeholders: { XssProbe: {} } } });
const probeEntry = catalogEntry(probeManifest, async () => ({
  default: definePlugin(probeManifest, (api) => {
    api.implement({ routes: { xss: async () => ({ default: XssPage }) }, placeholders: { XssProbe: async () => ({ default: XssProbe }) } });
  }),
}));

describe('CMS sanitiser against an XSS corpus', () => {
  it(`has a corpus of at least 30 payloads (${XSS_PAYLOADS.length + XSS_PLACEHOLDER_PAYLOADS.length})`, () => {
    expect(XSS_PAYLOADS.length + XSS_PLACEHOLDER_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(XSS_PAYLOADS.map((p) => [p]))('leaves nothing live of %s', (payload) => {
    const host = document.createElement('div');
    for (const segment of prepareCmsContent(payload, { currency: 'EUR' })) {
      if (segment.kind === 'html') host.insertAdjacentHTML('beforeend', segment.html);
    }
    assertInert(host);
  });

  it('passes placeholder props to components as strings and sanitises variable values', () => {
    const segments = prepareCmsContent([...XSS_PLACEHOLDER_PAYLOADS, '<p>{evil}</p>'].join(''), { currency: 'EUR', variables: XSS_VARIABLES });
    const probes = segments.filter((s) => s.kind === 'placeholder');
    expect(probes.length).toBeGreaterThanOrEqual(2);
    expect(probes[0]).toEqual({ kind: 'placeholder', name: 'XssProbe', props: { file: 'javascript:window.__xss=1' } });
    const host = document.createElement('div');
    host.innerHTML = segments.map((s) => (s.kind === 'html' ? s.html : '')).join('');
    assertInert(host);
  });

  it('renders the whole corpus through CmsContent with nothing live in the document', async () => {
    const { runtime } = await createTestRuntime({ plugins: [probeEntry], url: '/xss' });
    const { container } = render(<App runtime={runtime} />);
    expect((await screen.findAllByTestId('probe')).length).toBeGreaterThanOrEqual(2);
    await waitFor(() => expect(container.querySelector('[data-placeholder]')).toBeTruthy());
    assertInert(container.querySelector('main')!);
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });
});
