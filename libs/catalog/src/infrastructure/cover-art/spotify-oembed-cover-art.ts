import { Inject, Injectable, Logger } from '@nestjs/common';
import { CATALOG_CONFIG, type CatalogConfig } from '../../config/catalog.config.js';
import { isSpotifyTrackUrl } from '../../domain/song.decide.js';
import type { CoverArtLookup } from './cover-art-lookup.js';

/** A stored URL's bound (the song form's URL fields have the same). */
const MAX_URL_LENGTH = 2048;

/**
 * Cover art from Spotify's public oEmbed endpoint (`GET {oembedUrl}/oembed?url=<track URL>`, no
 * credentials): its `thumbnail_url`. Only for track URLs (spec section 7); bounded by the timeout.
 */
@Injectable()
export class SpotifyOEmbedCoverArt implements CoverArtLookup {
  private readonly logger = new Logger('SpotifyOEmbedCoverArt');

  constructor(@Inject(CATALOG_CONFIG) private readonly config: CatalogConfig) {}

  async coverArtOf(trackUrl: string): Promise<string | null> {
    if (!isSpotifyTrackUrl(trackUrl)) return null;
    try {
      return await this.thumbnailOf(trackUrl);
    } catch (error) {
      this.logger.warn(`No cover art for ${trackUrl}: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  private async thumbnailOf(trackUrl: string): Promise<string> {
    const { oembedUrl, timeoutMs } = this.config.coverArt;
    const response = await fetch(`${oembedUrl}/oembed?url=${encodeURIComponent(trackUrl)}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`oEmbed answered ${response.status}`);
    const { thumbnail_url: thumbnail } = (await response.json()) as { thumbnail_url?: unknown };
    if (typeof thumbnail !== 'string' || thumbnail.length > MAX_URL_LENGTH || !/^https?:\/\/\S+$/.test(thumbnail)) {
      throw new Error('oEmbed answer without an http(s) thumbnail_url');
    }
    return thumbnail;
  }
}
