import { json, readBody, startFakeServer } from './fake-http.js';

/** How the fake misbehaves: never answer, answer an error status, a body that is not JSON, or JSON without a message. */
export type FakeTextGenerationFault =
  | { readonly kind: 'hang' }
  | { readonly kind: 'status'; readonly status: 400 | 401 | 429 | 500 | 503 }
  | { readonly kind: 'garbage' }
  | { readonly kind: 'no-choices' };

/** A chat-completions request as the fake received it. */
export interface FakeChatRequest {
  readonly authorization: string | undefined;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

export interface FakeTextGeneration {
  /** The API base, as TEXT_GENERATION_URL (`…/v1`). */
  readonly url: string;
  readonly apiKey: string;
  readonly model: string;
  /** The env for `createTestApp({ env })`. */
  readonly env: Readonly<Record<string, string>>;
  readonly requests: FakeChatRequest[];
  /** What the assistant answers. */
  reply: string;
  fault: FakeTextGenerationFault | null;
  /** Resolves when the client gives up on a call the fake left hanging: call it before the request. */
  whenAbandoned(): Promise<void>;
  reset(): void;
  close(): Promise<void>;
}

const DEFAULT_REPLY = 'A warm, late-night synth-pop song with a pulsing bassline and airy vocals, made for long drives.';

/**
 * A local stand-in for an OpenAI-compatible API: `POST /v1/chat/completions` with a Bearer key
 * answers OpenAI's chat-completion JSON with `reply` as the assistant's message; a wrong key 401.
 */
export async function startFakeTextGeneration(): Promise<FakeTextGeneration> {
  const apiKey = 'fake-text-generation-key';
  const model = 'fake-model';
  const server = await startFakeServer(async (request, response, hanging) => {
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') return json(response, 404, { error: { message: 'Unknown path', type: 'invalid_request_error' } });
    const text = await readBody(request);
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Kept as text: the test reads what was sent.
    }
    fake.requests.push({ authorization: request.headers.authorization, contentType: request.headers['content-type'], body });
    if (fake.fault?.kind === 'hang') return hanging.hang(response);
    if (fake.fault?.kind === 'status') return json(response, fake.fault.status, { error: { message: 'Fake failure', type: 'server_error' } });
    if (fake.fault?.kind === 'garbage') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end('{"choices": [ not json');
    }
    if (request.headers.authorization !== `Bearer ${apiKey}`) {
      return json(response, 401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } });
    }
    const choices = fake.fault?.kind === 'no-choices' ? [] : [{ index: 0, message: { role: 'assistant', content: fake.reply }, finish_reason: 'stop' }];
    json(response, 200, {
      id: `chatcmpl-${fake.requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: (body as { model?: unknown } | null)?.model ?? model,
      choices,
      usage: { prompt_tokens: 50, completion_tokens: 30, total_tokens: 80 },
    });
  });

  const fake: FakeTextGeneration = {
    url: `${server.url}/v1`,
    apiKey,
    model,
    env: { TEXT_GENERATION_URL: `${server.url}/v1`, TEXT_GENERATION_API_KEY: apiKey, TEXT_GENERATION_MODEL: model },
    requests: [],
    reply: DEFAULT_REPLY,
    fault: null,
    whenAbandoned: () => server.hanging.whenAbandoned(),
    reset() {
      fake.requests.length = 0;
      fake.reply = DEFAULT_REPLY;
      fake.fault = null;
    },
    close: () => server.close(),
  };
  return fake;
}
