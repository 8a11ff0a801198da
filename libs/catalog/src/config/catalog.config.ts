import { IsString, Matches, MinLength, ValidateIf } from 'class-validator';
import { defineConfigSection, Milliseconds, URL_OF } from '#platform';

/** Catalog's environment variables: the cover-art lookup and the text generator of song descriptions. */
class CatalogVariables {
  /** Spotify's public oEmbed host (tests point it at a local fake): `GET {url}/oembed?url=<track>`. */
  @Matches(URL_OF('http|https'), { message: 'SPOTIFY_OEMBED_URL must be an http(s) URL' })
  SPOTIFY_OEMBED_URL = 'https://open.spotify.com';

  /** Shared with identity: how long a call to an outside service may take before it counts as failed. */
  @Milliseconds('OUTSIDE_CALL_TIMEOUT_MS', 3000)
  OUTSIDE_CALL_TIMEOUT_MS = 3000;

  /** An OpenAI-compatible API's base URL, e.g. https://api.openai.com/v1 (its `/chat/completions` is called). */
  @ValidateIf((env: CatalogVariables) => env.TEXT_GENERATION_URL !== undefined || env.TEXT_GENERATION_API_KEY !== undefined)
  @Matches(URL_OF('http|https'), { message: 'TEXT_GENERATION_URL must be an http(s) URL (and is required with TEXT_GENERATION_API_KEY)' })
  TEXT_GENERATION_URL?: string;

  @ValidateIf((env: CatalogVariables) => env.TEXT_GENERATION_URL !== undefined)
  @IsString() @MinLength(1, { message: 'TEXT_GENERATION_API_KEY is required with TEXT_GENERATION_URL' })
  TEXT_GENERATION_API_KEY?: string;

  @IsString() @MinLength(1)
  TEXT_GENERATION_MODEL = 'gpt-4o-mini';

  /** A language model takes seconds to answer: longer than the other outside calls. */
  @Milliseconds('TEXT_GENERATION_TIMEOUT_MS', 15_000)
  TEXT_GENERATION_TIMEOUT_MS = 15_000;
}

export interface TextGenerationConfig {
  readonly url: string;
  readonly apiKey: string;
  readonly model: string;
  readonly timeoutMs: number;
}

export interface CatalogConfig {
  readonly coverArt: { readonly oembedUrl: string; readonly timeoutMs: number };
  /** Null: song descriptions are composed locally, without a language model. */
  readonly textGeneration: TextGenerationConfig | null;
}

export const catalogConfig = defineConfigSection('catalog', CatalogVariables, (env): CatalogConfig => ({
  coverArt: { oembedUrl: env.SPOTIFY_OEMBED_URL.replace(/\/$/, ''), timeoutMs: env.OUTSIDE_CALL_TIMEOUT_MS },
  textGeneration:
    env.TEXT_GENERATION_URL && env.TEXT_GENERATION_API_KEY
      ? { url: env.TEXT_GENERATION_URL.replace(/\/$/, ''), apiKey: env.TEXT_GENERATION_API_KEY, model: env.TEXT_GENERATION_MODEL, timeoutMs: env.TEXT_GENERATION_TIMEOUT_MS }
      : null,
}));

/** Inject with `@Inject(CATALOG_CONFIG)`. */
export const CATALOG_CONFIG = catalogConfig.token;
