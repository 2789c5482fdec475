// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EARLY_GUARD_SCRIPT } from '../../server/early-guard';

describe('the early submit guard of a server-drawn page', () => {
  beforeAll(() => {
    vi.useFakeTimers();
    // As the page runs it: one inline script, first in the head.
    new Function(EARLY_GUARD_SCRIPT)();
  });
  afterAll(() => vi.useRealTimers());

  const form = (attributes = '') => {
    document.body.innerHTML = `<form ${attributes}><input name="email"><button type="submit">Send</button></form>`;
    return document.querySelector('form')!;
  };
  const press = (target: HTMLFormElement) => {
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: target.querySelector('button') });
    target.dispatchEvent(event);
    return event;
  };

  it('cancels a submission no one handled (no reload with typed data) and sends it again until the app takes it', () => {
    const target = form();
    const seen: boolean[] = [];
    target.addEventListener('submit', (event) => seen.push(event.defaultPrevented), true);
    expect(press(target).defaultPrevented).toBe(true);
    vi.advanceTimersByTime(50);
    expect(seen.length).toBe(2);
    // The app takes the form over: its handler cancels the default itself, and the guard stops sending.
    target.addEventListener('submit', (event) => event.preventDefault());
    vi.advanceTimersByTime(50);
    expect(seen.length).toBe(3);
    vi.advanceTimersByTime(500);
    expect(seen.length).toBe(3);
  });

  it('sends the press to the form drawn anew in its place (React replaced the part), never to a different form', () => {
    const pressed = form();
    press(pressed);
    // The part is drawn again before the retry: the same form, a new element, now the app's.
    const successor = form();
    const taken: (HTMLElement | null)[] = [];
    successor.addEventListener('submit', (event) => {
      event.preventDefault();
      taken.push(event.submitter);
    });
    vi.advanceTimersByTime(50);
    expect(taken).toEqual([successor.querySelector('button')]);
    vi.advanceTimersByTime(500);
    expect(taken).toHaveLength(1);

    // A different form in its place (another page's): left alone.
    press(form());
    document.body.innerHTML = '<form><input name="q"><input name="r"><button type="submit">Search</button></form>';
    let other = 0;
    document.querySelector('form')!.addEventListener('submit', () => (other += 1));
    vi.advanceTimersByTime(500);
    expect(other).toBe(0);
  });

  it('gives up after 5 s of presses no one takes, and leaves a form with its own action alone', () => {
    const target = form();
    let submissions = 0;
    target.addEventListener('submit', () => (submissions += 1), true);
    press(target);
    vi.advanceTimersByTime(10_000);
    expect(submissions).toBe(101);

    const external = form('action="https://psp.example/pay" method="post"');
    expect(press(external).defaultPrevented).toBe(false);
  });
});
