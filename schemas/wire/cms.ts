import * as z from 'zod/mini';

/** Static page categories (spec part 1 §2). */
export const cmsPageCategorySchema = z.enum(['custom-page', 'top-menu', 'bottom-menu', 'bottom-menu-help', 'seo-page', 'page', 'reg-only']);
export type CmsPageCategory = z.infer<typeof cmsPageCategorySchema>;

/** `GET /api/cms/pages?l=`: the page list, without content. `slug` of a licence variant is `base/AU|CW|EE`. */
export const cmsPageSummarySchema = z.object({
  id: z.int(),
  path: z.string(),
  slug: z.string(),
  title: z.string(),
  categories: z.array(z.string()),
  layout: z.string(),
});
export type CmsPageSummary = z.infer<typeof cmsPageSummarySchema>;
export const cmsPagesResponseSchema = z.array(cmsPageSummarySchema);

/**
 * `blocks.json` holds the page's data: `variables` (per-currency texts for `{name}` placeholders,
 * EUR is the fallback), optional `bannerImage {src, srcRetina}` and `modalImage`.
 */
export const cmsPageJsonSchema = z.looseObject({
  variables: z.optional(z.record(z.string(), z.record(z.string(), z.string()))),
  bannerImage: z.optional(z.object({ src: z.string(), srcRetina: z.string() })),
  modalImage: z.optional(z.string()),
  noindex: z.optional(z.boolean()),
});
export type CmsPageJson = z.infer<typeof cmsPageJsonSchema>;

/** `GET /api/cms/pages/{slug}?l=`: `content` is HTML with `#Component[prop=value]#` and `{variable}` placeholders. */
export const cmsPageSchema = z.extend(cmsPageSummarySchema, {
  content: z.string(),
  blocks: z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.string(),
    'content-main': z.string(),
    json: cmsPageJsonSchema,
  }),
});
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const cmsNotFoundSchema = z.object({ error: z.literal('not_found') });

/** `GET /api/cms/snippets?l=`: small HTML fragments placed by category (footer, cookie notice, …). */
export const cmsSnippetSchema = z.object({ id: z.int(), categories: z.array(z.string()), content: z.string() });
export const cmsSnippetsResponseSchema = z.array(cmsSnippetSchema);

/** `GET /api/cms/files`: downloadable documents (terms PDF, books). */
export const cmsFileSchema = z.object({ id: z.int(), name: z.string(), url: z.string(), content_type: z.string() });
export const cmsFilesResponseSchema = z.array(cmsFileSchema);

/** `GET /api/notices?l=`: header notice strip, newest first. */
export const noticeSchema = z.object({
  id: z.int(),
  message: z.string(),
  icon: z.string(),
  link: z.nullable(z.object({ text: z.string(), path: z.string() })),
});
export const noticesResponseSchema = z.array(noticeSchema);

/** `GET /api/awards`: `prize` 'winner' is highlighted (spec §9). */
export const awardSchema = z.object({
  id: z.int(),
  name: z.string(),
  nomination: z.string(),
  prize: z.enum(['winner', 'finalist', 'nominee']),
  year: z.int(),
  imgUrl: z.string(),
});
export const awardsResponseSchema = z.array(awardSchema);

/** `GET /api/books`: rule books for #LoadBook[book=…]#, each as pdf and epub. */
export const bookSchema = z.object({
  id: z.string(),
  title: z.string(),
  pdf: z.string(),
  epub: z.string(),
  cover: z.string(),
});
export const booksResponseSchema = z.array(bookSchema);

/** `GET /api/translations/{locale}`: operator overrides `{namespace: {key: text}}` merged over plugin defaults. */
export const translationOverridesSchema = z.record(z.string(), z.record(z.string(), z.string()));
export type TranslationOverrides = z.infer<typeof translationOverridesSchema>;
