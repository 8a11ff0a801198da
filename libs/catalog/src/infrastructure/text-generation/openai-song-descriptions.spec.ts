import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { loadConfig, sectionOf } from '#platform';
import { type FakeTextGeneration, startFakeTextGeneration } from '#testing';
import { catalogConfig } from '../../config/catalog.config.js';
import type { DescriptionRequest } from '../../domain/song-description.js';
import { OpenAiSongDescriptions } from './openai-song-descriptions.js';
import type { SongDescriptions } from './song-descriptions.js';

const TIMEOUT_MS = 300;
const FALLBACK = 'Composed locally.';
const request: DescriptionRequest = {
  title: 'Night Drive',
  spotifyUrl: 'https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC',
  tags: [{ name: 'Synth-pop', category: 'genre' }, { name: 'Dreamy', category: 'mood' }, { name: 'neon', category: null }],
  existingDescription: 'Recorded in one night.',
};

let fake: FakeTextGeneration;
beforeAll(async () => {
  fake = await startFakeTextGeneration();
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.reset();
  jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const fallback: SongDescriptions = { describe: () => Promise.resolve(FALLBACK) };
const generator = (env: Record<string, string> = fake.env) => {
  const config = sectionOf(loadConfig({ NODE_ENV: 'test', TEXT_GENERATION_TIMEOUT_MS: String(TIMEOUT_MS), ...env }, [catalogConfig]), catalogConfig);
  if (!config.textGeneration) throw new Error('text generation is not configured');
  return new OpenAiSongDescriptions(config.textGeneration, fallback);
};

describe('descriptions from an OpenAI-compatible API', () => {
  it('posts a chat completion with the Bearer key, the model, and the title, tags and existing description', async () => {
    await generator().describe(request);
    expect(fake.requests).toHaveLength(1);
    const [sent] = fake.requests;
    expect(sent.authorization).toBe(`Bearer ${fake.apiKey}`);
    expect(sent.contentType).toBe('application/json');
    expect(sent.body).toMatchObject({ model: fake.model, messages: [{ role: 'system' }, { role: 'user' }] });
    const user = (sent.body as { messages: { content: string }[] }).messages[1].content;
    expect(user).toContain('Title: Night Drive');
    expect(user).toContain('Tags: Synth-pop (genre), Dreamy (mood), neon');
    expect(user).toContain('Spotify: https://open.spotify.com/track/4uLU6hMCjMI75M1A2tKUQC');
    expect(user).toContain('Existing description: Recorded in one night.');
  });

  it("answers the assistant's message, trimmed and without wrapping quotes", async () => {
    fake.reply = '  "A dreamy synth-pop song for night drives."  ';
    await expect(generator().describe(request)).resolves.toBe('A dreamy synth-pop song for night drives.');
  });

  it('keeps an over-long answer to 500 characters, in whole sentences', async () => {
    fake.reply = 'A sentence of exactly forty characters.. '.repeat(20);
    const description = await generator().describe(request);
    expect(description.length).toBeLessThanOrEqual(500);
    expect(description.endsWith('.')).toBe(true);
  });

  it.each([
    ['an error status', { kind: 'status', status: 500 }],
    ['a refused key', { kind: 'status', status: 401 }],
    ['a body that is not JSON', { kind: 'garbage' }],
    ['an answer without choices', { kind: 'no-choices' }],
  ] as const)('falls back to the composed description, with a warning, on %s', async (_case, fault) => {
    fake.fault = fault;
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    await expect(generator().describe(request)).resolves.toBe(FALLBACK);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Text generation failed'));
  });

  it('falls back on an empty message and on a wrong key', async () => {
    fake.reply = '   ';
    await expect(generator().describe(request)).resolves.toBe(FALLBACK);
    fake.reply = 'Fine.';
    await expect(generator({ ...fake.env, TEXT_GENERATION_API_KEY: 'wrong' }).describe(request)).resolves.toBe(FALLBACK);
  });

  // By outcome, not by the clock: the fake never answers, so an answer at all means the generator
  // gave up; the fake sees the connection dropped; and the bound asked for is the configured one.
  it('gives up on a call that never answers, with the configured timeout, and falls back', async () => {
    fake.fault = { kind: 'hang' };
    const timeouts = jest.spyOn(AbortSignal, 'timeout');
    const abandoned = fake.whenAbandoned();
    await expect(generator().describe(request)).resolves.toBe(FALLBACK);
    await abandoned;
    expect(timeouts).toHaveBeenCalledWith(TIMEOUT_MS);
  });

  it('falls back when the API is unreachable', async () => {
    await expect(generator({ ...fake.env, TEXT_GENERATION_URL: 'http://127.0.0.1:1/v1' }).describe(request)).resolves.toBe(FALLBACK);
  });
});
