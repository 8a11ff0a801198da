import type { Projection } from '../../src/index.js';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The same projection, slowed down per event, so that a test can act while it replays. */
export function slowed(projection: Projection, msPerEvent: number): Projection {
  return {
    ...projection,
    apply: async (em, events) => {
      await sleep(msPerEvent * events.length);
      await projection.apply(em, events);
    },
  };
}

/** Polls `check` until it holds or `timeoutMs` passes. */
export async function eventually(check: () => Promise<boolean> | boolean, timeoutMs = 10_000, everyMs = 20): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}
