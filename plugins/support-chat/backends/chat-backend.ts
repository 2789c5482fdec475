import type { ChatBackend as BackendName, ChatMessage } from '@schemas/wire/support';

/** A conversation as the chat panel shows it. */
export interface ChatThread {
  messages: ChatMessage[];
}

/**
 * One interface for both chat backends of spec part 1 §6 (the live chat and the messenger): the panel, the
 * counter and the service never know which one runs. `accepts` tells whether a pushed message belongs to it.
 */
export interface ChatBackendClient {
  readonly name: BackendName;
  readonly group: number;
  load(): Promise<ChatThread>;
  send(body: string): Promise<ChatThread>;
  accepts(push: { backend: string }): boolean;
}
