import { Logger } from '@nestjs/common';
import type { TextGenerationConfig } from '../../config/catalog.config.js';
import { type DescriptionRequest, fitDescription } from '../../domain/song-description.js';
import type { SongDescriptions } from './song-descriptions.js';

const SYSTEM_PROMPT = [
  'You write descriptions of songs for a music promotion platform where playlist curators discover new music.',
  'Write 2 to 4 vivid, specific sentences in English, at most 450 characters, in the third person.',
  'Use the title and the tags; keep facts from the existing description; invent no facts (no names, places, dates or awards).',
  'No hashtags, no emojis, no quotation marks around the whole text; answer with the description only.',
].join(' ');

/** An OpenAI chat-completions answer, as far as it is read. */
interface ChatCompletion {
  readonly choices?: readonly { readonly message?: { readonly content?: unknown } }[];
}

/**
 * Descriptions from an OpenAI-compatible API (`POST {url}/chat/completions` with a Bearer key):
 * OpenAI, or any server speaking its protocol. Any failure, timeout or empty answer falls back to
 * `fallback` with a logged warning, so the artist always gets a description.
 */
export class OpenAiSongDescriptions implements SongDescriptions {
  private readonly logger = new Logger('OpenAiSongDescriptions');

  constructor(
    private readonly config: TextGenerationConfig,
    private readonly fallback: SongDescriptions,
  ) {}

  async describe(request: DescriptionRequest): Promise<string> {
    try {
      return fitDescription(await this.complete(request));
    } catch (error) {
      this.logger.warn(`Text generation failed, composing the description instead: ${error instanceof Error ? error.message : String(error)}`);
      return this.fallback.describe(request);
    }
  }

  private async complete(request: DescriptionRequest): Promise<string> {
    const response = await fetch(`${this.config.url}/chat/completions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.config.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        model: this.config.model,
        messages: [
          { role: 'system', content: SYSTEM_PROMPT },
          { role: 'user', content: userPrompt(request) },
        ],
        max_tokens: 200,
        temperature: 0.8,
      }),
      signal: AbortSignal.timeout(this.config.timeoutMs),
    });
    if (!response.ok) throw new Error(`chat completion answered ${response.status}`);
    const content = ((await response.json()) as ChatCompletion).choices?.[0]?.message?.content;
    const text = typeof content === 'string' ? content.trim().replace(/^"(.*)"$/s, '$1').trim() : '';
    if (!text) throw new Error('chat completion without content');
    return text;
  }
}

function userPrompt({ title, spotifyUrl, tags, existingDescription }: DescriptionRequest): string {
  return [
    `Title: ${title}`,
    tags.length > 0 ? `Tags: ${tags.map((tag) => (tag.category ? `${tag.name} (${tag.category})` : tag.name)).join(', ')}` : null,
    spotifyUrl ? `Spotify: ${spotifyUrl}` : null,
    existingDescription?.trim() ? `Existing description: ${existingDescription.trim()}` : null,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
}
