/**
 * The first `count` items of `items` sorted by `compare`, as a stable sort would put them (equal
 * items keep their order), without sorting the rest: a page of discovery is 48 of some thousands
 * of open bounties, and sorting them all took most of a request. Each item is compared with the
 * last of those kept so far, and only one that goes before it is put in its place. When the page
 * reaches far into the list, a whole sort is cheaper.
 */
export function firstInOrder<T>(items: readonly T[], compare: (a: T, b: T) => number, count: number): T[] {
  if (count <= 0) return [];
  if (count * 4 >= items.length) return [...items].sort(compare).slice(0, count);
  const kept: T[] = [];
  for (const item of items) {
    if (kept.length === count && compare(item, kept[count - 1] as T) >= 0) continue;
    // After every kept item it does not go before: equal ones came first.
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(item, kept[middle] as T) < 0) high = middle;
      else low = middle + 1;
    }
    kept.splice(low, 0, item);
    if (kept.length > count) kept.pop();
  }
  return kept;
}
