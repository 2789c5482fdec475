import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../../config/locales';
import { buildPlatformApp } from '../../app';
import { cmsPageSchema, translationOverridesSchema } from '../../../schemas/wire/cms';
import { awardsResponseSchema, booksResponseSchema, cmsFilesResponseSchema, cmsPagesResponseSchema, cmsSnippetsResponseSchema, noticesResponseSchema } from '../../../tests/wire/whole-responses';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await buildPlatformApp({ dataDir: mkdtempSync(join(tmpdir(), 'content-')) }));
});
afterAll(() => app.close());

const STATIC = ['privacy-policy', 'cookie-policy', 'terms-and-conditions', 'general-rules', 'awards', 'responsible-gaming', 'benefits-of-crypto', 'support', 'sportsbook-terms', 'about-us', 'faq', 'promotions-info', 'vip-club-info'];

describe('CMS pages', () => {
  it.each(LOCALES)('lists and serves every page in %s, with licence variants', async (locale) => {
    const list = cmsPagesResponseSchema.parse((await app.inject(`/api/cms/pages?l=${locale}`)).json());
    const slugs = list.map((p) => p.slug);
    for (const slug of STATIC) expect(slugs).toContain(slug);
    for (const variant of ['AU', 'CW', 'EE']) {
      expect(slugs).toContain(`terms-and-conditions/${variant}`);
      expect(slugs).toContain(`responsible-gaming/${variant}`);
    }
    expect(list.some((p) => p.categories.includes('seo-page'))).toBe(true);
    for (const slug of [...STATIC, 'terms-and-conditions/EE', 'top-games']) {
      const res = await app.inject(`/api/cms/pages/${slug}?l=${locale}`);
      expect(res.statusCode, `${locale} ${slug}`).toBe(200);
      const page = cmsPageSchema.parse(res.json());
      expect(page.content.length).toBeGreaterThan(200);
      expect(page.blocks['content-main']).toBe(page.content);
    }
  });

  it('translates real prose rather than copying English', async () => {
    const titles = await Promise.all(['en', 'de', 'fr-CA', 'no', 'it'].map(async (l) => cmsPageSchema.parse((await app.inject(`/api/cms/pages/privacy-policy?l=${l}`)).json()).title));
    expect(new Set(titles).size).toBe(5);
    const au = cmsPageSchema.parse((await app.inject('/api/cms/pages/responsible-gaming?l=en-AU')).json());
    expect(au.content).toContain('1800 858 858');
  });

  it('carries placeholders, variables and the FAQ accordion', async () => {
    const promo = cmsPageSchema.parse((await app.inject('/api/cms/pages/promotions-info?l=en')).json());
    expect(promo.content).toContain('#GameRow[collection=top]#');
    expect(promo.content).toContain('{welcome_bonus}');
    expect(promo.blocks.json.variables?.welcome_bonus?.EUR).toBeDefined();
    const faq = cmsPageSchema.parse((await app.inject('/api/cms/pages/faq?l=de')).json());
    expect(faq.content).toContain('<input type="checkbox" id="faq-1">');
    expect(faq.content).toContain('#LiveChatButton[]#');
    expect(cmsPageSchema.parse((await app.inject('/api/cms/pages/awards?l=it')).json()).content).toContain('#AwardsList[]#');
    expect(cmsPageSchema.parse((await app.inject('/api/cms/pages/general-rules?l=no')).json()).content).toContain('#LoadBook[book=rules]#');
  });

  it('answers 404 for a missing page', async () => {
    const res = await app.inject('/api/cms/pages/no-such-page?l=en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found' });
  });

  it('serves snippets and files', async () => {
    expect(cmsSnippetsResponseSchema.parse((await app.inject('/api/cms/snippets?l=fr-CA')).json()).length).toBeGreaterThan(0);
    const files = cmsFilesResponseSchema.parse((await app.inject('/api/cms/files')).json());
    expect(files.length).toBeGreaterThan(0);
  });
});

describe('other content', () => {
  it('serves notices per locale', async () => {
    const notices = noticesResponseSchema.parse((await app.inject('/api/notices?l=de')).json());
    expect(notices[0]?.message).toMatch(/Spin-Rennen/);
  });

  it('serves awards with a highlighted winner and their images', async () => {
    const awards = awardsResponseSchema.parse((await app.inject('/api/awards')).json());
    expect(awards.some((a) => a.prize === 'winner')).toBe(true);
    expect((await app.inject(awards[0]!.imgUrl)).statusCode).toBe(200);
  });

  it('serves books as real pdf and epub files', async () => {
    const books = booksResponseSchema.parse((await app.inject('/api/books')).json());
    const pdf = await app.inject(books[0]!.pdf);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const epub = await app.inject(books[0]!.epub);
    expect(epub.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(epub.rawPayload.subarray(30, 38).toString()).toBe('mimetype');
    expect((await app.inject('/files/books/nope.pdf')).statusCode).toBe(404);
  });

  it('serves translation overrides per locale', async () => {
    for (const locale of LOCALES) {
      const overrides = translationOverridesSchema.parse((await app.inject(`/api/translations/${locale}`)).json());
      expect(overrides.lobby?.['category.top']).toMatch(/\S/);
    }
    expect((await app.inject('/api/translations/xx')).statusCode).toBe(404);
  });
});
