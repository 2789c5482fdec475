import type { PageSeo } from '../core/seo/head-tags';
import { gamePreviewUrl } from '../schemas/wire/game-preview';
import { providerName } from '../schemas/wire/provider-name';
import type { SiteConfig } from '../schemas/site/site.schema';
import type { MessageBundle } from './messages';
import { translate } from './translate';

/** What the host asks the platform for (a GET as JSON; throws `PlatformCallError` on failure or timeout). */
export type PlatformFetch = (path: string) => Promise<unknown>;

export interface PageSeoContext {
  site: SiteConfig;
  locale: string;
  /** App path without locale prefix, query or guest base. */
  path: string;
  messages: MessageBundle;
  fetch: PlatformFetch;
  /** The content-pages plugin's static slugs (its routes at `/{slug}`), when the site turns it on. */
  staticSlugs: readonly string[] | null;
}

export interface ResolvedPageSeo {
  page: PageSeo;
  /** A CMS page found by path rather than one of the static routes: noindex from 3 segments on (spec §2). */
  dynamicStaticPage: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The head data of a guest page as the browser's page components state it (same message keys: `lobby:documentTitle`,
 * `games:category.documentTitle` and `.description`, `games:provider.description`, `game-page:documentTitle` and
 * `:description`, a CMS page's blocks), so the HTML the host sends and the page after the browser took over carry
 * the same title and description. Platform data a page names (a category's name, a provider, a game, a CMS page)
 * is fetched; a failing call throws and the caller falls back to the generic head.
 */
export async function resolvePageSeo(context: PageSeoContext): Promise<ResolvedPageSeo> {
  const { site, path, messages, locale } = context;
  const t = (key: string, vars: Record<string, string> = {}) => translate(messages, key, { site: site.name, ...vars });
  const plugins = site.plugins as Record<string, unknown>;
  const segments = path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
  const [first, second, third] = segments;
  const generic: ResolvedPageSeo = { page: {}, dynamicStaticPage: false };
  // A menu entry's name as the category page shows it: its message (`lobby:category.all`, `collection.new`), else its slug.
  const categoryName = (category: Category) => {
    const title = t(category.title.includes(':') ? category.title : `games:${category.title}`, {});
    return title === category.title || title.startsWith('games:') ? category.slug : title;
  };
  const categoryPage = (title: string) => ({ fullTitle: t('games:category.documentTitle', { title }), description: t('games:category.description', { title }) });

  // The lobby: `/`, `/categories`, `/games`.
  if (plugins.lobby && (segments.length === 0 || (segments.length === 1 && (first === 'categories' || first === 'games')))) {
    return { page: { fullTitle: t('lobby:documentTitle'), description: t('lobby:description') }, dynamicStaticPage: false };
  }
  if (plugins.games) {
    const section = first === 'pokies' || first === 'live' ? first : first === 'categories' && second ? null : undefined;
    if (section !== undefined && segments.length <= 2) {
      const category = await findCategory(context.fetch, section, second);
      if (!category) return generic;
      return { page: categoryPage(categoryName(category)), dynamicStaticPage: false };
    }
    if ((first === 'games' && second && segments.length === 2) || (first === 'slots' && segments.length === 1)) {
      const collection = first === 'slots' ? 'slots' : second!;
      // As the collection page names it: the menu's entry with that slug or collection (`/games/top`: the menu's
      // `lobby:category.top`, which a brand may reword), else the collection's own message.
      const category = await findCategory(context.fetch, null, collection);
      const title = translate(messages, `games:collection.${collection}`, {});
      return { page: categoryPage(category ? categoryName(category) : title.startsWith('games:') ? collection : title), dynamicStaticPage: false };
    }
    if (first === 'producers' && second && segments.length <= 3 && (third === undefined || /^\d+$/.test(third))) {
      const providers = await context.fetch('/api/games/providers');
      const found = Array.isArray(providers) ? providers.filter(isObject).find((p) => p.slug === second || String(p.id) === second) : undefined;
      // An unknown studio (or an id no studio has) keeps its slug as a name, as the provider page names it.
      const name = found ? text(found.title) : providerName(second);
      return { page: { fullTitle: t('games:category.documentTitle', { title: name }), description: t('games:provider.description', { name }) }, dynamicStaticPage: false };
    }
  }
  if (plugins['game-page'] && first === 'play' && second && third && segments.length === 3) {
    const game = await context.fetch(`/api/games/${encodeURIComponent(second)}/${encodeURIComponent(third)}`);
    if (!isObject(game) || typeof game.identifier !== 'string') return generic;
    const identifier = game.identifier;
    const slug = identifier.slice(identifier.indexOf('/') + 1);
    const image = gamePreviewUrl({ identifier, provider: text(game.provider), slug, preview: typeof game.preview === 'string' ? game.preview : null }, site.gamePreviewUrl);
    const gameTitle = text(game.title);
    // The studio named from the game's slug, as the game page names it (games carry no studio title).
    const description = t('game-page:description', { title: gameTitle, provider: providerName(text(game.provider)) });
    return {
      page: { title: gameTitle, fullTitle: t('game-page:documentTitle', { title: gameTitle }), description, openGraph: { image, type: 'game' } },
      dynamicStaticPage: false,
    };
  }
  // Static pages by slug, then dynamic CMS pages by path (the content-pages plugin's routes).
  if (context.staticSlugs && segments.length > 0 && first !== 'play') {
    const isStatic = segments.length === 1 && context.staticSlugs.includes(first!);
    let page: unknown;
    try {
      page = await context.fetch(`/api/cms/pages/${segments.map(encodeURIComponent).join('/')}?l=${encodeURIComponent(locale)}`);
    } catch (error) {
      // A path no CMS page has is not a failure of the platform: the page is the not-found page.
      if (isNotFound(error)) return { page: {}, dynamicStaticPage: !isStatic };
      throw error;
    }
    if (!isObject(page)) return generic;
    const blocks = isObject(page.blocks) ? page.blocks : {};
    const json = isObject(blocks.json) ? blocks.json : {};
    return {
      page: {
        title: text(blocks.title) || text(page.title),
        description: text(blocks.description) || undefined,
        keywords: text(blocks.keywords) || undefined,
        noindex: json.noindex === true,
      },
      dynamicStaticPage: !isStatic,
    };
  }
  return generic;
}

const isNotFound = (error: unknown) => isObject(error) && (error as { status?: number }).status === 404;

interface Category {
  slug: string;
  collection: string;
  section: string;
  title: string;
}

/** The category a section path names (`/pokies` alone: its `all` entry), as the games plugin finds it. */
async function findCategory(fetch: PlatformFetch, section: 'pokies' | 'live' | null, slug: string | undefined): Promise<Category | null> {
  const document = await fetch('/api/fe/config/menu-categories-games');
  const categories = isObject(document) && Array.isArray(document.categories) ? document.categories.filter(isObject) : [];
  const list = categories
    .filter((c) => typeof c.slug === 'string' && typeof c.title === 'string')
    .map((c) => ({ slug: text(c.slug), collection: text(c.collection), section: text(c.section), title: text(c.title) }));
  const wanted = slug ?? 'all';
  const inSection = list.filter((c) => section === null || c.section === section);
  return inSection.find((c) => c.slug === wanted) ?? (section === null ? list.find((c) => c.collection === wanted) ?? null : null);
}
