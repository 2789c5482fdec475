import ky, { HTTPError, type KyInstance } from 'ky';
import { safeParse } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { validationErrorsSchema } from '@schemas/wire/common';
import { API_TIMEOUT_MS } from '@config/timing';
import type { Logger } from '../log/logger';
import { ApiError, errorCode } from './errors';
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
}

export interface ApiClient {
  request<T>(spec: RequestSpec<T>): Promise<T>;
}

export interface ApiClientOptions {
  baseUrl: string;
  log: Logger;
  onAuthError: () => void;
  /** Reads the CSRF token for cookie-authenticated writes (double-submit cookie of the platform). */
  csrfToken?: () => string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
  random?: () => number;
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

  return {
    async request<T>(spec: RequestSpec<T>): Promise<T> {
      const method = spec.method ?? 'get';
      const code = errorCode(spec.code);
      const canRetry = (IDEMPOTENT_METHODS as readonly string[]).includes(method) || spec.retryWrites === true;
      let response: Response;
      try {
        response = await instance(new URL(spec.path, options.baseUrl), {
          method,
          json: spec.json,
          searchParams: spec.searchParams,
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
        throw await toApiError(error, code, spec, options);
      }
      const body = await readBody(response);
      const parsed = safeParse(spec.schema, body);
      if (!parsed.success) {
        options.log.error(code, { path: spec.path, reason: 'malformed response', issues: parsed.error.issues.slice(0, 5) });
        throw new ApiError(code, response.status, null, body);
      }
      return parsed.data;
    },
  };
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
