/**
 * The cover-art port: the picture of a streaming provider's track. Answers null for a URL it does
 * not know and on any failure or timeout; it never throws, so a lookup never fails a write.
 */
export interface CoverArtLookup {
  coverArtOf(trackUrl: string): Promise<string | null>;
}

export const COVER_ART_LOOKUP = Symbol('COVER_ART_LOOKUP');
