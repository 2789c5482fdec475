import type { Locale } from '@config/locales';
import type { BootData } from '@schemas/boot';
import type { Device } from '@schemas/wire/games';
import type { AnswerBook } from '../api/answer-book';
import type { FlagStorage } from '../flags/flags';
import type { LogEntry } from '../log/logger';
import type { Navigation } from './navigation';

/** What `createRuntime` is given: the browser's boot, a test's, or the server renderer's for one request. */
export interface RuntimeContext {
  boot: BootData;
  locale: Locale;
  baseUrl: string;
  navigation: Navigation;
  storage: FlagStorage | null;
  fetch?: typeof fetch;
  csrfToken?: () => string | null;
  /** Where client log entries go (`PUT /log`); tests leave it out. */
  sendLog?: (entry: LogEntry) => void;
  /**
   * Whether a session may exist (the platform's readable `signed_in` hint cookie). When it says no, boot does
   * not ask `/api/player` at all: a guest's visit makes no request that must answer 401. Absent: always ask.
   */
  maybeSignedIn?: () => boolean;
  /** Adds a classic script to the page and settles when it ran (the browser's; absent in tests and on the server). */
  loadScript?: (src: string) => Promise<void>;
  /** The catalogue's device; default: the browser's (`currentDevice`). The server renderer and hydration pass it. */
  device?: Device;
  /** The visitor's user agent; default: the browser's. */
  userAgent?: string;
  /** The visitor's cookies (the server renderer: the request's `Cookie` header); default: `document.cookie`. */
  cookies?: string;
  /**
   * What a server-rendered page was drawn with: its `useLoaded` values (`failed`: the keys whose value stands for a
   * failed read) and the time it was drawn at (hydration).
   */
  rendered?: { loaded: Record<string, unknown>; failed?: readonly string[]; at: number };
  /** Read answers: recorded by the server renderer, replayed while a server-rendered page hydrates (`answer-book.ts`). */
  answers?: AnswerBook;
  /**
   * The server renderer's runtime (issue 14): calls wait at most `timeoutMs` and are not retried (spec part 1 §7),
   * and no real-time connection starts.
   */
  server?: { timeoutMs: number };
}
