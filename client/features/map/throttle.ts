/**
 * Calls `fn` at most once per `ms` with the latest arguments, always including the last
 * call (trailing), so the final camera position is never lost. `flush` runs a pending call.
 */
export function throttle<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  let last = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: A | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    const args = pending;
    pending = undefined;
    if (args) fn(...args);
  };
  const throttled = (...args: A) => {
    pending = args;
    if (timer) return;
    const wait = Math.max(0, last + ms - Date.now());
    timer = setTimeout(run, wait);
  };
  throttled.flush = () => {
    clearTimeout(timer);
    if (pending) run();
  };
  return throttled;
}
