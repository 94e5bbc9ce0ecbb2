/**
 * Waits until no request is in flight (`idle`) or `graceMs` has passed, then
 * one more turn of the event loop, so replies that just completed are queued
 * on their pipes and sockets before anything closes. True when everything
 * finished in time; `skip` is handed a function that ends the wait at once.
 */
export async function waitForInFlight(idle: Promise<void>, graceMs: number, skip?: (end: () => void) => void): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finished = await Promise.race([
    idle.then(() => true),
    new Promise<boolean>((resolve) => {
      skip?.(() => resolve(false));
      timer = setTimeout(() => resolve(false), graceMs);
    }),
  ]);
  clearTimeout(timer);
  await new Promise((resolve) => setImmediate(resolve));
  return finished;
}
