import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, readBody, startFakeServer } from './fake-http.js';

export interface FakeCheckoutSession {
  readonly id: string;
  readonly url: string;
  readonly clientReferenceId: string;
  readonly amountTotal: number;
  readonly metadata: Readonly<Record<string, string>>;
}

export interface FakeStripe {
  /** Pass as STRIPE_API_URL. */
  readonly url: string;
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** The env for `createTestApp({ env })`: PAYMENT_PROVIDER=stripe pointed at this fake. */
  readonly env: Readonly<Record<string, string>>;
  /** Sessions created, in order (one per Idempotency-Key, as Stripe keeps them). */
  readonly sessions: FakeCheckoutSession[];
  /** A `checkout.session.completed` event of a session, as Stripe posts it: its JSON and its `Stripe-Signature` header. */
  completedEvent(session: FakeCheckoutSession, options?: { paymentStatus?: string; secret?: string }): { body: string; signature: string };
  close(): Promise<void>;
}

/** Stripe's signature scheme: `t=<seconds>,v1=<HMAC-SHA256 of "t.body" with the endpoint secret>`. */
const signatureOf = (body: string, secret: string, timestamp = Math.floor(Date.now() / 1000)): string =>
  `t=${timestamp},v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** Stripe's form encoding of nested parameters (`metadata[purchaseId]=…`), read back flat. */
const formOf = (text: string): Record<string, string> => Object.fromEntries(new URLSearchParams(text));

/**
 * A local stand-in for Stripe's API: `POST /v1/checkout/sessions` (form-encoded, Bearer secret key,
 * idempotent on the Idempotency-Key header as Stripe is), on 127.0.0.1 and a random port; and
 * signed webhook events as Stripe sends them.
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = 'sk_test_fake';
  const webhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
  const sessions: FakeCheckoutSession[] = [];
  const byKey = new Map<string, FakeCheckoutSession>();

  const createSession = async (request: IncomingMessage, response: ServerResponse) => {
    const form = formOf(await readBody(request));
    const key = String(request.headers['idempotency-key'] ?? '');
    const existing = byKey.get(key);
    if (existing) return json(response, 200, sessionBody(existing));
    const id = `cs_test_${randomBytes(8).toString('hex')}`;
    const session: FakeCheckoutSession = {
      id,
      url: `https://checkout.stripe.test/pay/${id}`,
      clientReferenceId: form.client_reference_id,
      amountTotal: Number(form['line_items[0][price_data][unit_amount]']) * Number(form['line_items[0][quantity]']),
      metadata: Object.fromEntries(Object.entries(form).flatMap(([k, v]) => (k.startsWith('metadata[') ? [[k.slice(9, -1), v]] : []))),
    };
    sessions.push(session);
    if (key) byKey.set(key, session);
    json(response, 200, sessionBody(session));
  };

  const server = await startFakeServer(async (request, response) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`) return json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    if (request.method === 'POST' && request.url === '/v1/checkout/sessions') return createSession(request, response);
    json(response, 404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method}: ${request.url})` } });
  });

  return {
    url: server.url,
    secretKey,
    webhookSecret,
    env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: server.url },
    sessions,
    completedEvent(session, { paymentStatus = 'paid', secret = webhookSecret } = {}) {
      const event = {
        id: `evt_${randomBytes(8).toString('hex')}`,
        object: 'event',
        type: 'checkout.session.completed',
        api_version: '2025-01-27.acacia',
        created: Math.floor(Date.now() / 1000),
        data: { object: { ...sessionBody(session), payment_status: paymentStatus, status: 'complete' } },
      };
      const body = JSON.stringify(event);
      return { body, signature: signatureOf(body, secret) };
    },
    close: () => server.close(),
  };
}

function sessionBody(session: FakeCheckoutSession) {
  return {
    id: session.id,
    object: 'checkout.session',
    url: session.url,
    client_reference_id: session.clientReferenceId,
    amount_total: session.amountTotal,
    currency: 'usd',
    metadata: session.metadata,
    mode: 'payment',
    payment_status: 'unpaid',
    status: 'open',
  };
}
