import { formatWholeNumber } from './en-us-format';
/** "1,247 followers", "1 follower": a count with its noun, for the cards and details that show one. */
export function countOf(count: number, noun: string): string {
  return `${formatWholeNumber(count)} ${noun}${count === 1 ? '' : 's'}`;
}
