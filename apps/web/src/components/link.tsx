import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of this app, with its query or hash if any. */
  to: string;
  /** For Radix's `asChild` triggers, which measure and focus the anchor. */
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An anchor that navigates inside the app, as react-router's `<Link>` does, from react-router's
 * own hooks for custom links. Its `<Link>` also brings the framework mode's prefetching and forms,
 * which this app never uses: about 4 kB gzip of every page (vite.config.ts drops them).
 */
export function Link({ to, target, onClick, ref, ...anchorProps }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  }
  return <a {...anchorProps} ref={ref} href={href} target={target} onClick={handleClick} />;
}

/** Whether a tab's link leads to the page shown: its path in any letter case, as react-router's `<NavLink end>` tells. */
export const isCurrentPath = (pathname: string, to: string): boolean => pathname.toLowerCase() === to.toLowerCase();
