/** Runs `tasks` with `workers` of them under way at once, in order of the list; `onDone` after each. */
export async function runPool(tasks: readonly (() => Promise<unknown>)[], workers: number, onDone: () => void = () => {}): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < tasks.length) {
      await (tasks[next++] as () => Promise<unknown>)();
      onDone();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, workers) }, worker));
}
