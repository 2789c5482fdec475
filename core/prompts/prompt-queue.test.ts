import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPromptQueue, type Prompt } from './prompt-queue';

/** A prompt whose `open` is recorded and closed by hand, as a player would. */
function prompt(id: string, priority: number, extra: Partial<Prompt> = {}) {
  const record = { id, opened: 0, close: () => {} };
  const spec: Prompt = {
    id,
    priority,
    ...extra,
    open: () => {
      record.opened++;
      return new Promise<void>((resolve) => (record.close = resolve));
    },
  };
  return { spec, record };
}

const flush = () => Promise.resolve().then(() => Promise.resolve());

describe('prompt queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('never shows two: the next opens only after the first was closed, highest priority first', async () => {
    const queue = createPromptQueue();
    const low = prompt('survey', 10);
    const high = prompt('completion', 50);
    const mid = prompt('provider', 30);
    queue.enqueue(low.spec);
    queue.enqueue(high.spec);
    queue.enqueue(mid.spec);
    // The first arrival opened at once (nothing was showing); the others wait, best first.
    expect(queue.showing()).toBe('survey');
    expect(queue.waiting()).toEqual(['completion', 'provider']);
    expect(high.record.opened + mid.record.opened).toBe(0);

    low.record.close();
    await flush();
    expect(queue.showing()).toBe('completion');
    expect(mid.record.opened).toBe(0);
    high.record.close();
    await flush();
    expect(queue.showing()).toBe('provider');
    mid.record.close();
    await flush();
    expect(queue.showing()).toBeNull();
    expect([low, high, mid].map((p) => p.record.opened)).toEqual([1, 1, 1]);
  });

  it('ignores an id already waiting or showing', () => {
    const queue = createPromptQueue();
    const one = prompt('completion', 1);
    queue.enqueue(one.spec);
    queue.enqueue(prompt('completion', 99).spec);
    expect(queue.waiting()).toEqual([]);
    expect(one.record.opened).toBe(1);
  });

  it('waits while the screen is blocked and opens when it is not', () => {
    let blocked = true;
    const queue = createPromptQueue(() => blocked);
    const p = prompt('completion', 1);
    queue.enqueue(p.spec);
    expect(p.record.opened).toBe(0);
    queue.recheck();
    expect(p.record.opened).toBe(0);
    blocked = false;
    queue.recheck();
    expect(p.record.opened).toBe(1);
  });

  it('a registered blocker holds prompts until it is removed', () => {
    const queue = createPromptQueue();
    const remove = queue.blockWhile(() => true);
    const p = prompt('survey', 1);
    queue.enqueue(p.spec);
    expect(queue.isBlocked()).toBe(true);
    expect(p.record.opened).toBe(0);
    remove();
    expect(p.record.opened).toBe(1);
  });

  it('opens a settling prompt only after the screen stayed free for its whole wait', () => {
    let blocked = false;
    const queue = createPromptQueue(() => blocked);
    const p = prompt('survey', 1, { settleMs: 500 });
    queue.enqueue(p.spec);
    vi.advanceTimersByTime(400);
    blocked = true;
    queue.recheck();
    vi.advanceTimersByTime(200);
    expect(p.record.opened).toBe(0);
    blocked = false;
    queue.recheck();
    vi.advanceTimersByTime(499);
    expect(p.record.opened).toBe(0);
    vi.advanceTimersByTime(1);
    expect(p.record.opened).toBe(1);
  });

  it('does not open when the screen became blocked without a recheck', () => {
    let blocked = false;
    const queue = createPromptQueue(() => blocked);
    const p = prompt('survey', 1, { settleMs: 500 });
    queue.enqueue(p.spec);
    blocked = true;
    vi.advanceTimersByTime(500);
    expect(p.record.opened).toBe(0);
  });

  it('drops a prompt no longer wanted when its turn comes, and withdraws on cancel', async () => {
    const queue = createPromptQueue();
    const first = prompt('first', 9);
    let wanted = true;
    const stale = prompt('stale', 5, { stillWanted: () => wanted });
    const cancelled = prompt('cancelled', 1);
    queue.enqueue(first.spec);
    queue.enqueue(stale.spec);
    const cancel = queue.enqueue(cancelled.spec);
    wanted = false;
    cancel();
    first.record.close();
    await flush();
    expect(stale.record.opened).toBe(0);
    expect(cancelled.record.opened).toBe(0);
    expect(queue.showing()).toBeNull();
  });

  it('drops the signed-in prompts at logout and keeps the others', () => {
    const queue = createPromptQueue(() => true);
    queue.enqueue(prompt('completion', 5, { signedInOnly: true }).spec);
    queue.enqueue(prompt('exit', 1).spec);
    queue.drop('signed-in');
    expect(queue.waiting()).toEqual(['exit']);
  });

  it('a prompt whose open fails frees the queue and is reported', async () => {
    const errors: string[] = [];
    const queue = createPromptQueue(undefined, (id) => errors.push(id));
    queue.enqueue({ id: 'broken', priority: 9, open: () => Promise.reject(new Error('chunk failed')) });
    const next = prompt('next', 1);
    queue.enqueue(next.spec);
    await flush();
    expect(errors).toEqual(['broken']);
    expect(next.record.opened).toBe(1);
  });
});
