import { type ReactNode, useId } from 'react';

/**
 * A grid of cards whose titles are h3, under a visually hidden h2 that names it: the page's
 * heading order (a screen reader's outline) goes h1 → h2 → h3, as Lighthouse's heading-order asks.
 */
export function CardGrid({ heading, className = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3', children }: { heading: string; className?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <>
      <h2 id={headingId} className="sr-only">
        {heading}
      </h2>
      <ul aria-labelledby={headingId} className={className}>
        {children}
      </ul>
    </>
  );
}
