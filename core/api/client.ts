import ky, { HTTPError, type KyInstance } from 'ky';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { validationErrorsSchema } from '@schemas/wire/common';
import { parseItemRecord, parseItems, wireList, wireRecord } from '@schemas/wire/list-items';
import { API_TIMEOUT_MS } from '@config/timing';
import type { Logger } from '../log/logger';
import { ApiError, errorCode } from './errors';
import { answerKey, type AnswerBook } from './answer-book';
import { reportDroppedItem } from './list-items';
import { IDEMPOTENT_METHODS, RETRY_LIMIT, backoffDelay, isRetriableFailure } from './retry-policy';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface RequestSpec<T> {
  method?: HttpMethod;
  path: string;
  /**
   * Every answer is parsed with its wire schema (DESIGN §5). The core schema type, so both zod/mini (the
   * shared wire schemas) and classic zod schemas fit.
   */
  schema: $ZodType<T>;
  /** Log code stem, e.g. `LOAD_PLAYER` (logged as `LOAD_PLAYER_ERROR`). */
  code: string;
  json?: unknown;
  searchParams?: Record<string, string | number | boolean>;
  headers?: Record<string, string>;
  /** Media type of versioned game calls (WIRE.md). */
  accept?: string;
  retryWrites?: boolean;
  /** A 401 is an expected answer here (the boot profile load of a guest): no auth-error broadcast. */
  authOptional?: boolean;
  /**
   * A POST that only reads (`games_filter`): its answer may be recorded for a server-rendered page and replayed
   * while the page hydrates, like a GET's (`answer-book.ts`).
   */
  read?: boolean;
}

/** A call answering a list (or a map keyed by id): `item` parses each entry on its own. */
export type ListRequestSpec<T> = Omit<RequestSpec<unknown>, 'schema'> & { item: $ZodType<T> };

export interface ApiClient {
  request<T>(spec: RequestSpec<T>): Promise<T>;
  /**
   * A list answer read item by item: the answer must be an array (else the call fails as malformed), an
   * invalid entry is dropped and logged once under `code` with its id and failing path.
   */
  requestList<T>(spec: ListRequestSpec<T>): Promise<T[]>;
  /** The same for a map keyed by id (`POST /api/games_filter/select`). */
  requestRecord<T>(spec: ListRequestSpec<T>): Promise<Record<string, T>>;
  /** Item-by-item parsing of a list nested in an envelope (`games_filter`'s `data`), logged like `requestList`. */
  parseItems<T>(items: readonly unknown[], item: $ZodType<T>, code: string, path: string): T[];
  /**
   * Spec part 1 §6 maintenance: `listener` runs when an answer is a 503 carrying `x-maintenance-mode` (at
   * once if one already came). Answers the unsubscribe.
   */
  onMaintenance(listener: () => void): () => void;
}

/** The header of the platform's maintenance answers (platform/modules/info/maintenance.ts). */
export const MAINTENANCE_HEADER = 'x-maintenance-mode';

export interface ApiClientOptions {
  baseUrl: string;
  log: Logger;
  onAuthError: () => void;
  /** Reads the CSRF token for cookie-authenticated writes (double-submit cookie of the platform). */
  csrfToken?: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  random?: () => number;
  /** Failed idempotent calls are retried with backoff; the server renderer turns that off (spec part 1 §7: no retries there). */
  retries?: boolean;
  /** Read calls' answers: recorded by the server renderer, replayed once while a server-rendered page hydrates. */
  answers?: AnswerBook;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const instance: KyInstance = ky.create({
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    credentials: 'same-origin',
    throwHttpErrors: true,
    fetch: options.fetch,
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    hooks: {
      beforeRequest: [
        (request) => {
          const token = options.csrfToken?.();
          if (token && request.method !== 'GET') request.headers.set('X-CSRF-Token', token);
        },
      ],
    },
  });

  const maintenance = { seen: false, listeners: new Set<() => void>() };
  const noticeMaintenance = (response: Response) => {
    if (response.status !== 503 || !response.headers.has(MAINTENANCE_HEADER)) return;
    maintenance.seen = true;
    for (const listener of [...maintenance.listeners]) listener();
  };

  const client: ApiClient = {
    async request<T>(spec: RequestSpec<T>): Promise<T> {
      const method = spec.method ?? 'get';
      const code = errorCode(spec.code);
      const canRetry = options.retries !== false && ((IDEMPOTENT_METHODS as readonly string[]).includes(method) || spec.retryWrites === true);
      const url = new URL(spec.path, options.baseUrl);
      if (spec.searchParams) for (const [name, value] of Object.entries(spec.searchParams)) url.searchParams.set(name, String(value));
      const readKey = options.answers && (method === 'get' || spec.read) ? answerKey(method, url, spec.json) : null;
      const replayed = readKey ? options.answers?.take(readKey) : undefined;
      if (replayed) return parseAnswer(spec, code, replayed.body, 200, options);
      let response: Response;
      try {
        response = await instance(url, {
          method,
          json: spec.json,
          headers: spec.accept ? { ...spec.headers, Accept: spec.accept } : spec.headers,
          retry: {
            limit: canRetry ? RETRY_LIMIT : 0,
            methods: [method],
            statusCodes: [],
            afterStatusCodes: [],
            delay: (attempt) => backoffDelay(attempt, options.random),
            shouldRetry: ({ error }) => (isRetriableFailure(error) ? true : false),
          },
        });
      } catch (error) {
        if (error instanceof HTTPError) noticeMaintenance(error.response);
        throw await toApiError(error, code, spec, options);
      }
      const body = await readBody(response);
      const value = parseAnswer(spec, code, body, response.status, options);
      if (readKey) options.answers?.put(readKey, body);
      return value;
    },
    async requestList<T>({ item, ...spec }: ListRequestSpec<T>): Promise<T[]> {
      const items = await client.request({ ...spec, schema: wireList });
      return client.parseItems(items, item, spec.code, spec.path);
    },
    async requestRecord<T>({ item, ...spec }: ListRequestSpec<T>): Promise<Record<string, T>> {
      const record = await client.request({ ...spec, schema: wireRecord });
      return parseItemRecord(record, item, reportDroppedItem(options.log, spec.code, spec.path)) as Record<string, T>;
    },
    parseItems<T>(items: readonly unknown[], item: $ZodType<T>, code: string, path: string): T[] {
      return parseItems(items, item, reportDroppedItem(options.log, code, path)) as T[];
    },
    onMaintenance(listener) {
      maintenance.listeners.add(listener);
      if (maintenance.seen) listener();
      return () => maintenance.listeners.delete(listener);
    },
  };
  return client;
}

/** An answer through its wire schema (DESIGN §5): a malformed one is logged and fails the call. */
function parseAnswer<T>(spec: RequestSpec<T>, code: string, body: unknown, status: number, options: ApiClientOptions): T {
  const parsed = safeParse(spec.schema, body);
  if (!parsed.success) {
    options.log.error(code, { path: spec.path, reason: 'malformed response', issues: parsed.error.issues.slice(0, 5) });
    throw new ApiError(code, status, null, body);
  }
  return parsed.data;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function toApiError(error: unknown, code: string, spec: RequestSpec<unknown>, options: ApiClientOptions): Promise<ApiError> {
  if (error instanceof HTTPError) {
    const status = error.response.status;
    const body = await readBody(error.response).catch(() => undefined);
    if (status === 401 && !spec.authOptional) options.onAuthError();
    const fields = validationErrorsSchema.safeParse(body);
    if (status !== 401 || !spec.authOptional) options.log.error(code, { path: spec.path, status });
    return new ApiError(code, status, fields.success ? fields.data.errors : null, body);
  }
  options.log.error(code, { path: spec.path, reason: error instanceof Error ? error.name : 'unknown' });
  return new ApiError(code, null);
}
