/**
 * The few service-worker globals the worker uses. The project compiles against the DOM library; the WebWorker
 * library would clash with it in one program, so the worker names what it needs here.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
export interface ExtendableMessageEvent extends ExtendableEvent {
  data: unknown;
}
export interface ServiceWorkerScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  location: Location;
  navigator: { onLine: boolean };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
}
