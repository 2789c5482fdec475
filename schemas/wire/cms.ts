import * as z from 'zod/mini';
import { orNull, wireInt, wireStrings, wireText } from './tolerant';

/** Static page categories (spec part 1 §2). */
export const cmsPageCategorySchema = z.enum(['custom-page', 'top-menu', 'bottom-menu', 'bottom-menu-help', 'seo-page', 'page', 'reg-only']);
export type CmsPageCategory = z.infer<typeof cmsPageCategorySchema>;

/**
 * `GET /api/cms/pages?l=`: the page list, without content. `slug` of a licence variant is `base/AU|CW|EE`.
 * The family sends no `slug` (WIRE.md): it is the path without its leading slash.
 */
const wireCmsPageSummary = z.object({
  id: wireInt,
  path: z.string().check(z.minLength(1)),
  slug: orNull(z.string().check(z.minLength(1))),
  title: wireText,
  categories: wireStrings,
  layout: wireText,
});
const withSlug = <T extends { path: string; slug: string | null }>(page: T) => ({ ...page, slug: page.slug ?? page.path.replace(/^\/+/, '') });
export const cmsPageSummarySchema = z.pipe(wireCmsPageSummary, z.transform(withSlug));
export type CmsPageSummary = z.output<typeof cmsPageSummarySchema>;

/**
 * `blocks.json` holds the page's data: `variables` (per currency a text or an amount in minor units for
 * `{name}` placeholders, EUR is the fallback), optional `bannerImage {src, srcRetina}` and `modalImage`.
 */
export const cmsPageJsonSchema = z.looseObject({
  variables: z.optional(z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()])))),
  bannerImage: z.optional(z.object({ src: z.string(), srcRetina: z.string() })),
  modalImage: z.optional(z.string()),
  noindex: z.optional(z.boolean()),
});
export type CmsPageJson = z.infer<typeof cmsPageJsonSchema>;

/**
 * The page's head and data blocks. Platforms of the family leave unset blocks `null` or out: each reads as
 * empty text (and `json` as `{}`), so a page without a description still renders.
 */
const cmsPageBlocksSchema = z.object({
  title: wireText,
  description: wireText,
  keywords: wireText,
  'content-main': wireText,
  json: z.catch(cmsPageJsonSchema, {}),
});
const NO_BLOCKS = { title: '', description: '', keywords: '', 'content-main': '', json: {} };

/** `GET /api/cms/pages/{slug}?l=`: `content` is HTML with `#Component[prop=value]#` and `{variable}` placeholders. */
export const cmsPageSchema = z.pipe(
  z.extend(wireCmsPageSummary, {
    content: wireText,
    blocks: z.catch(cmsPageBlocksSchema, NO_BLOCKS),
  }),
  z.transform(withSlug),
);
export type CmsPage = z.output<typeof cmsPageSchema>;

export const cmsNotFoundSchema = z.object({ error: z.literal('not_found') });

/** `GET /api/cms/snippets?l=`: small HTML fragments placed by category (footer, cookie notice, …). */
export const cmsSnippetSchema = z.object({ id: wireInt, categories: wireStrings, content: z.string() });

/** `GET /api/cms/files`: downloadable documents (terms PDF, books). */
export const cmsFileSchema = z.object({ id: wireInt, name: z.string(), url: z.string(), content_type: wireText });

/** `GET /api/notices?l=`: header notice strip, newest first. */
export const noticeSchema = z.object({
  id: wireInt,
  message: z.string(),
  icon: wireText,
  link: orNull(z.object({ text: z.string(), path: z.string() })),
  /** `{name}` in the message → per currency a text or an amount in minor units, EUR the fallback (issue 24). */
  variables: z.optional(z.catch(z.record(z.string(), z.record(z.string(), z.union([z.string(), z.number()]))), {})),
});

/** `GET /api/awards`: `prize` 'winner' is highlighted (spec §9). */
export const awardSchema = z.object({
  id: z.int(),
  name: z.string(),
  nomination: z.string(),
  prize: z.enum(['winner', 'finalist', 'nominee']),
  year: z.int(),
  imgUrl: z.string(),
});

/** `GET /api/books`: rule books for #LoadBook[book=…]#, each as pdf and epub. */
export const bookSchema = z.object({
  id: z.string(),
  title: z.string(),
  pdf: z.string(),
  epub: z.string(),
  cover: z.string(),
});

/** `GET /api/translations/{locale}`: operator overrides `{namespace: {key: text}}` merged over plugin defaults. */
export const translationOverridesSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type TranslationOverrides = z.infer<typeof translationOverridesSchema>;
