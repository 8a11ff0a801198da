import { useState } from 'react';
import { MusicNoteIcon } from './action-icons';
import type { AccentRole } from './role-accent';

interface CoverArtProps {
  src: string | null;
  /** What the picture shows, e.g. "Cover art of Midnight Drive". */
  alt: string;
  tone: AccentRole;
  className?: string;
}

const placeholderClasses: Record<AccentRole, string> = {
  artist: 'from-green-600 to-emerald-900',
  curator: 'from-orange-500 to-amber-800',
};

/** A cover picture, or a drawn placeholder when there is none or it fails to load. */
export function CoverArt({ src, alt, tone, className = 'size-20' }: CoverArtProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (src && src !== failedSrc) {
    return <img src={src} alt={alt} loading="lazy" onError={() => setFailedSrc(src)} className={`shrink-0 rounded-lg bg-slate-200 object-cover ${className}`} />;
  }
  return (
    <div aria-hidden="true" className={`flex shrink-0 items-center justify-center rounded-lg bg-linear-to-br text-white/90 ${placeholderClasses[tone]} ${className}`}>
      <MusicNoteIcon className="size-1/2" />
    </div>
  );
}
