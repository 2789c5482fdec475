// @vitest-environment happy-dom
import '../../../tests/harness/happy-dom-dompurify';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@core/boot/App';
import { catalogEntry } from '@core/plugin/define';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { awardsManifest } from '../manifest';
import { sortAwards } from '../store';

const entry = catalogEntry(awardsManifest, () => import('../index'));
const awards = [
  { id: 1, name: 'Best Live Casino', nomination: 'Live', prize: 'nominee' as const, year: 2023, imgUrl: '/a/1.svg' },
  { id: 2, name: 'Best Casino Operator', nomination: 'Operator', prize: 'winner' as const, year: 2025, imgUrl: '/a/2.svg' },
  { id: 3, name: 'Best Mobile Casino', nomination: 'Mobile', prize: 'finalist' as const, year: 2024, imgUrl: '/a/3.svg' },
];
const books = [{ id: 'rules', title: 'General rules', pdf: '/files/books/rules.pdf', epub: '/files/books/rules.epub', cover: '/covers/rules.svg' }];
const page = (content: string) => ({
  id: 5, slug: 'awards', path: '/awards', title: 'Our awards', categories: ['bottom-menu'], layout: 'static', content,
  blocks: { title: 'Our awards', description: 'Recognition', keywords: '', 'content-main': content, json: {} },
});
const api = (content: string) => ({ 'GET /api/awards': awards, 'GET /api/books': books, 'GET /api/cms/pages/awards': page(content) });

afterEach(() => cleanup());

describe('awards', () => {
  it('sorts winners first, then by year', () => {
    expect(sortAwards(awards).map((a) => a.id)).toEqual([2, 3, 1]);
  });

  it('registers /awards, the footer block and the AwardsList and LoadBook placeholders', async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry] });
    expect(runtime.registry.routes.find((r) => r.path === '/awards')).toMatchObject({ id: 'awards', order: 400 });
    expect(runtime.registry.slots.map((s) => [s.slot, s.id, s.order])).toEqual([['footer.blocks', 'awards', 200]]);
    expect(runtime.registry.placeholders.map((p) => p.name)).toEqual(['AwardsList', 'LoadBook']);
  });

  it('shows the CMS text with the awards list placed by its placeholder, the winner highlighted', async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry], url: '/awards', api: api('<p>Proud of these.</p><p>#AwardsList[]#</p><p>#LoadBook[book=rules]#</p>') });
    render(<App runtime={runtime} />);
    const main = screen.getByRole('main');
    expect(await within(main).findByText('Proud of these.')).toBeTruthy();
    await waitFor(() => expect(main.querySelectorAll('[data-placeholder="AwardsList"] article')).toHaveLength(3));
    const winner = main.querySelector('[data-placeholder="AwardsList"] article[data-prize="winner"]');
    expect(winner?.textContent).toContain('Best Casino Operator');
    expect(main.querySelector('[data-placeholder="AwardsList"] article')?.getAttribute('data-prize')).toBe('winner');
    expect((await within(main).findAllByText('book.download'))).toHaveLength(2);
    const links = [...main.querySelectorAll('[data-placeholder="LoadBook"] a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/files/books/rules.pdf', '/files/books/rules.epub']);
    await waitFor(() => expect(document.title).toBe('Our awards | Test Casino'));
  });

  it('fills the footer awards block with a show-all link', async () => {
    const { runtime } = await createTestRuntime({ plugins: [entry], api: api(''), pluginOptions: { awards: { footerLimit: 2 } } });
    render(<App runtime={runtime} />);
    const footer = screen.getByRole('contentinfo');
    await waitFor(() => expect(footer.querySelectorAll('article')).toHaveLength(2));
    expect(within(footer).getByText('footer.showAll').getAttribute('href')).toBe('/awards');
  });
});
