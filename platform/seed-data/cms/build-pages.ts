import { LOCALES, type Locale } from '../../../config/locales';
import type { CmsPage } from '../../../schemas/wire/cms';
import { englishVariant } from './english-variants';
import { PAGE_DEFINITIONS, SEO_DEFINITIONS, VARIANT_ID_OFFSET } from './page-definitions';
import { SEO_SLUGS, STATIC_SLUGS, type Block, type LocaleTexts, type PageText } from './page-text';
import { renderBlocks } from './render-page';
import { TEXT_DE } from './text-de';
import { TEXT_EN } from './text-en';
import { TEXT_FR } from './text-fr';
import { TEXT_IT } from './text-it';
import { TEXT_NO } from './text-no';

export interface CmsPageSeed extends CmsPage {
  locale: Locale;
  position: number;
}

/** fr-CA, de, no and it have their own prose; English variants are English with local touches. */
function textsFor(locale: Locale): LocaleTexts {
  if (locale === 'de') return TEXT_DE;
  if (locale === 'fr-CA') return TEXT_FR;
  if (locale === 'no') return TEXT_NO;
  if (locale === 'it') return TEXT_IT;
  return englishVariant(TEXT_EN, locale);
}

function page(locale: Locale, slug: string, path: string, id: number, text: PageText, blocks: Block[], definition: { categories: string[]; layout: string; variables?: Record<string, Record<string, string | number>>; bannerImage?: string }, position: number): CmsPageSeed {
  const content = renderBlocks(blocks);
  const json: CmsPage['blocks']['json'] = {};
  if (definition.variables) json.variables = definition.variables;
  if (definition.bannerImage) json.bannerImage = { src: definition.bannerImage, srcRetina: definition.bannerImage };
  return {
    locale,
    id,
    slug,
    path,
    title: text.title,
    categories: definition.categories,
    layout: definition.layout,
    content,
    blocks: { title: text.title, description: text.description, keywords: text.keywords, 'content-main': content, json },
    position,
  };
}

/** Every CMS page in every locale: static pages, their licence variants, and SEO category texts. */
export function buildCmsPages(): CmsPageSeed[] {
  const out: CmsPageSeed[] = [];
  for (const locale of LOCALES) {
    const texts = textsFor(locale);
    let position = 0;
    for (const slug of STATIC_SLUGS) {
      const definition = PAGE_DEFINITIONS[slug];
      const text = texts.pages[slug];
      const placeholders: Block[] = (definition.placeholders ?? []).map((raw) => ({ raw }));
      const blocks = definition.placeholdersFirst ? [...placeholders, ...text.blocks] : [...text.blocks, ...placeholders];
      out.push(page(locale, slug, `/${slug}`, definition.id, text, blocks, definition, ++position));
      for (const variant of definition.licenceVariants ?? []) {
        const note = texts.licence[variant];
        const variantBlocks: Block[] = [{ h2: note.heading }, ...note.paragraphs.map((p) => ({ p })), ...blocks];
        out.push(page(locale, `${slug}/${variant}`, `/${slug}`, definition.id + VARIANT_ID_OFFSET[variant], text, variantBlocks, definition, ++position));
      }
    }
    for (const slug of SEO_SLUGS) {
      const seo = SEO_DEFINITIONS[slug];
      const name = texts.seo.names[slug];
      const fill = (template: string) => template.replace(/\{name\}/g, name);
      const text: PageText = { title: fill(texts.seo.title), description: fill(texts.seo.description), keywords: name.toLowerCase(), blocks: [] };
      const blocks: Block[] = [{ h2: text.title }, { p: fill(texts.seo.intro) }, { raw: `#GameRow[collection=${seo.collection}]#` }, { p: fill(texts.seo.body) }];
      out.push(page(locale, slug, seo.path, seo.id, text, blocks, { categories: ['seo-page'], layout: 'seo' }, ++position));
    }
  }
  return out;
}
