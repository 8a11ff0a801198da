import type { EventStore } from '#eventstore';

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The same store, its log reads slowed down per event read, so that a test can act while a projection replays. */
export function slowed(store: EventStore, msPerEvent: number): EventStore {
  return Object.assign(Object.create(store) as EventStore, {
    readAll: async (options: Parameters<EventStore['readAll']>[0]) => {
      const page = await store.readAll(options);
      await sleep(msPerEvent * page.events.length);
      return page;
    },
  });
}

/** The same store, recording the types that each page read asks for (undefined: all). */
export function watched(store: EventStore): { store: EventStore; reads: (readonly string[] | undefined)[] } {
  const reads: (readonly string[] | undefined)[] = [];
  const readAll = (options: Parameters<EventStore['readAll']>[0]) => {
    reads.push(options.types);
    return store.readAll(options);
  };
  return { store: Object.assign(Object.create(store) as EventStore, { readAll }), reads };
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
