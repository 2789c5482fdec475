/**
 * One prompt the queue may show: a popup the player did not ask for (profile completion, survey, new provider,
 * an exit hint). The queue shows one at a time, highest `priority` first, and only while nothing blocks.
 */
export interface Prompt {
  /** Unique within the queue: enqueueing an id that is already waiting or showing is ignored. */
  id: string;
  /** Higher shows first; equal priorities keep their arrival order. */
  priority: number;
  /** It opens only after the screen has stayed unblocked this long (spec part 1 §4: the survey waits 500 ms). */
  settleMs?: number;
  /** Dropped at logout while still waiting (prompts about the player's account). */
  signedInOnly?: boolean;
  /** Asked right before it opens: conditions may have changed while it waited; `false` drops it. */
  stillWanted?: () => boolean;
  /** Opens it and resolves once the player has closed it; only then may the next prompt open. */
  open: () => Promise<void>;
}

export interface PromptQueue {
  /** Queues a prompt; returns a function that withdraws it if it has not opened yet. */
  enqueue(prompt: Prompt): () => void;
  /**
   * Adds a reason not to open a prompt now (an immersive screen a plugin knows of). The owner calls `recheck()`
   * when the predicate may have turned false. Returns the function that removes it.
   */
  blockWhile(predicate: () => boolean): () => void;
  /** Whether something on screen keeps prompts waiting. */
  isBlocked(): boolean;
  /** Looks again: called when the address, the open modals or a blocker's inputs change. */
  recheck(): void;
  /** The id of the prompt on screen, if one is. */
  showing(): string | null;
  /** Ids waiting, in the order they would open. */
  waiting(): string[];
  /** Drops waiting prompts (those `signedInOnly`, or every one). */
  drop(which: 'signed-in' | 'all'): void;
}

interface Queued extends Prompt {
  seq: number;
}

/**
 * The rules without the runtime (so they are tested alone): `screenBlocked` says whether the screen itself keeps
 * prompts away (a game, the cashbox, another modal); `blockWhile` adds more reasons.
 */
export function createPromptQueue(screenBlocked: () => boolean = () => false, onError?: (id: string, error: unknown) => void): PromptQueue {
  const pending: Queued[] = [];
  const blockers = new Set<() => boolean>();
  let current: string | null = null;
  let settling: { id: string; timer: ReturnType<typeof setTimeout> } | null = null;
  let seq = 0;

  const isBlocked = () => screenBlocked() || [...blockers].some((blocks) => blocks());
  const next = () => [...pending].sort((a, b) => b.priority - a.priority || a.seq - b.seq)[0];
  const stopSettling = () => {
    if (settling) clearTimeout(settling.timer);
    settling = null;
  };

  function show(prompt: Queued) {
    pending.splice(pending.indexOf(prompt), 1);
    if (prompt.stillWanted && !prompt.stillWanted()) return pump();
    current = prompt.id;
    const finish = (error?: unknown) => {
      if (error !== undefined) onError?.(prompt.id, error);
      current = null;
      pump();
    };
    try {
      prompt.open().then(() => finish(), (error: unknown) => finish(error ?? 'rejected'));
    } catch (error) {
      finish(error);
    }
  }

  function pump(): void {
    if (current !== null) return;
    const prompt = next();
    if (!prompt || isBlocked()) return stopSettling();
    const wait = prompt.settleMs ?? 0;
    if (wait <= 0) {
      stopSettling();
      return show(prompt);
    }
    // A higher-priority arrival while another settles restarts the wait for the new one.
    if (settling?.id === prompt.id) return;
    stopSettling();
    settling = {
      id: prompt.id,
      timer: setTimeout(() => {
        settling = null;
        // The screen may have changed without a notice (a blocker's owner forgot `recheck`): look again.
        if (current !== null || isBlocked() || next() !== prompt) return pump();
        show(prompt);
      }, wait),
    };
  }

  return {
    enqueue(prompt) {
      if (current === prompt.id || pending.some((p) => p.id === prompt.id)) return () => {};
      const queued: Queued = { ...prompt, seq: seq++ };
      pending.push(queued);
      pump();
      return () => {
        const at = pending.indexOf(queued);
        if (at < 0) return;
        pending.splice(at, 1);
        if (settling?.id === queued.id) stopSettling();
        pump();
      };
    },
    blockWhile(predicate) {
      blockers.add(predicate);
      pump();
      return () => {
        blockers.delete(predicate);
        pump();
      };
    },
    isBlocked,
    recheck: pump,
    showing: () => current,
    waiting: () => [...pending].sort((a, b) => b.priority - a.priority || a.seq - b.seq).map((p) => p.id),
    drop(which) {
      for (let i = pending.length - 1; i >= 0; i--) if (which === 'all' || pending[i]!.signedInOnly) pending.splice(i, 1);
      if (settling && !pending.some((p) => p.id === settling!.id)) stopSettling();
    },
  };
}
