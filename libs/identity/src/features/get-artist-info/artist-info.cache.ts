import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { RedisClientType } from 'redis';
import { type AppConfig, APP_CONFIG, REDIS_CLIENT } from '#platform';
import { STREAMING_ARTIST_INFO, type StreamingArtistInfo } from '../../infrastructure/streaming-provider/streaming-artist-info.js';

/** Spec section 9: artist info is cached for an hour. */
export const ARTIST_INFO_TTL_SECONDS = 60 * 60;
/** A missing image (or a provider that is down) is asked again sooner, but not on every page view. */
export const MISSING_ARTIST_INFO_TTL_SECONDS = 5 * 60;

/** The artist image of a streaming URL, cached in Redis (shared by every API instance) per artist URL. */
@Injectable()
export class ArtistInfoCache {
  private readonly logger = new Logger('ArtistInfoCache');

  constructor(
    @Inject(STREAMING_ARTIST_INFO) private readonly provider: StreamingArtistInfo,
    @Inject(REDIS_CLIENT) private readonly redis: RedisClientType,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async image(artistUrl: string): Promise<string | null> {
    const key = `${this.config.redisPrefix}:artist-info:${createHash('sha256').update(artistUrl).digest('hex')}`;
    const cached = await this.read(key);
    if (cached !== undefined) return cached;
    const image = await this.provider.artistImage(artistUrl);
    try {
      await this.redis.set(key, JSON.stringify({ image }), { EX: image === null ? MISSING_ARTIST_INFO_TTL_SECONDS : ARTIST_INFO_TTL_SECONDS });
    } catch (error) {
      this.logger.warn(`Could not cache artist info: ${error instanceof Error ? error.message : String(error)}`);
    }
    return image;
  }

  /** The cached image; undefined when nothing (readable) is cached. */
  private async read(key: string): Promise<string | null | undefined> {
    try {
      const raw = await this.redis.get(key);
      if (typeof raw !== 'string') return undefined;
      const { image } = JSON.parse(raw) as { image?: unknown };
      return typeof image === 'string' || image === null ? image : undefined;
    } catch (error) {
      this.logger.warn(`Could not read cached artist info: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}
