import type { Game } from '@schemas/wire/games';

export const playPath = (game: Game, mode: 'Real' | 'Demo') => `/play/${game.provider}/${game.slug}?mode=${mode}`;
