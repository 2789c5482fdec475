import * as z from 'zod/mini';
import {
  gameCollectionSchema,
  gameProviderSchema,
  gameSchema,
  paginationSchema,
  playedGameSchema,
} from '../../schemas/wire/games';
import { awardSchema, bookSchema, cmsFileSchema, cmsPageSummarySchema, cmsSnippetSchema, noticeSchema } from '../../schemas/wire/cms';

/**
 * Whole-response schemas for the reference platform's own tests: every item must parse, because our
 * platform sends nothing a client would drop. The client reads the same lists item by item instead
 * (`http.requestList`), so these are not exported from schemas/wire.
 */
export const gamesFilterResponseSchema = z.object({ data: z.array(gameSchema), pagination: paginationSchema });
export const gamesSelectResponseSchema = z.record(z.string(), gameSchema);
export const favoriteGamesResponseSchema = z.array(gameSchema);
export const playedGamesResponseSchema = z.array(playedGameSchema);
export const gameProvidersResponseSchema = z.array(gameProviderSchema);
export const gameCollectionsResponseSchema = z.array(gameCollectionSchema);
export const cmsPagesResponseSchema = z.array(cmsPageSummarySchema);
export const cmsSnippetsResponseSchema = z.array(cmsSnippetSchema);
export const cmsFilesResponseSchema = z.array(cmsFileSchema);
export const noticesResponseSchema = z.array(noticeSchema);
export const awardsResponseSchema = z.array(awardSchema);
export const booksResponseSchema = z.array(bookSchema);
