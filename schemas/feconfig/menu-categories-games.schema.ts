import type { FromSchema } from 'json-schema-to-ts';

/**
 * `menu-categories-games`: the lobby's category pages and menus. Each entry names the collection it
 * lists (a `GET /api/games/collections` id), where it lives (`section`: /pokies/{slug}, /live/{slug},
 * /categories/{slug}), and its page size (spec §9: default 40). `title` is an i18n key of the lobby.
 */
export const menuCategoriesGamesSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/menu-categories-games.json',
  type: 'object',
  additionalProperties: false,
  required: ['defaultPageSize', 'categories'],
  properties: {
    defaultPageSize: { type: 'integer', minimum: 1, maximum: 200 },
    lobbyRows: { type: 'array', items: { type: 'string' } },
    categories: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'collection', 'section', 'title', 'order'],
        properties: {
          slug: { type: 'string', pattern: '^[a-z0-9-]+$' },
          collection: { type: 'string' },
          section: { type: 'string', enum: ['pokies', 'live', 'categories'] },
          title: { type: 'string' },
          icon: { type: 'string' },
          order: { type: 'integer' },
          pageSize: { type: 'integer', minimum: 1, maximum: 200 },
          /** Where the random-game card goes: `10` in most lists, `end` for special/new/top/recommended (§4). */
          randomCard: { type: 'string', enum: ['position-10', 'end', 'none'] },
          cashbackCard: { type: 'boolean' },
          seoPage: { type: 'string' },
          inMenu: { type: 'boolean' },
        },
      },
    },
  },
} as const;
export type MenuCategoriesGames = FromSchema<typeof menuCategoriesGamesSchema>;
