/**
 * Waits for `work`, but never longer than `ms`: for data a page would like in its first paint but must not
 * wait on forever. Failures of `work` are the caller's to handle; here they only end the wait.
 */
export function untilOrAfter(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const bound = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  return Promise.race([work.then(() => undefined, () => undefined), bound]).finally(() => clearTimeout(timer));
}
