import { randomUUID } from 'node:crypto';
import type request from 'supertest';

/** A client that keeps cookies, like a browser. */
export type Agent = ReturnType<typeof request.agent>;

/**
 * What makes new clients of the app under test: the `TestApp` of apps/api/test/test-app.ts
 * (libs/testing does not import apps, so the app comes in as a parameter).
 */
export interface AgentFactory {
  agent(): Agent;
}

/** An email address no other test uses. */
export const uniqueEmail = (): string => `user-${randomUUID()}@example.com`;

/** A valid sign-up request body with a unique email; overrides replace (or, as undefined, remove) fields. */
export const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'secret1',
  firstName: 'Ana',
  lastName: 'Lee',
  role: 'artist',
  ...overrides,
});

export const CURATOR_PROFILE = { displayName: 'Night Owl', bio: 'Mellow indie for late nights.' } as const;

export interface SignUpOptions {
  /** Default: artist. */
  readonly role?: 'artist' | 'curator';
  /** Default: a unique one. */
  readonly email?: string;
  /** Default: secret1. */
  readonly password?: string;
  /** After sign-up, complete the curator profile (`true`: with CURATOR_PROFILE); curators only. */
  readonly curatorProfile?: true | { readonly displayName: string; readonly bio: string };
  /** After sign-up, save these profile fields (PATCH /api/users/profile, which requires displayName). */
  readonly profile?: Readonly<Record<string, unknown>>;
}

/** The user as the API answers it (GET /api/auth/user). */
export interface SignedUpUser {
  readonly id: string;
  readonly email: string;
  readonly [field: string]: unknown;
}

export interface SignedUpAccount {
  /** Signed in as the new user. */
  readonly agent: Agent;
  /** What was sent to POST /api/auth/register. */
  readonly body: ReturnType<typeof signUpBody>;
  readonly email: string;
  readonly password: string;
  /** The session cookie (`vm.sid=…`), to replay by hand. */
  readonly cookie: string;
  /** The user as the last request of the sign-up answered it (registration, then the optional steps). */
  readonly user: SignedUpUser;
}

/** The Redis key of the session a `vm.sid=<id>.<signature>` cookie (URL-encoded) names. */
export function sessionKeyOf(cookie: string, redisPrefix: string): string {
  const signed = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1));
  return `${redisPrefix}:sess:${signed.slice(0, signed.lastIndexOf('.'))}`;
}

/** Like supertest's `.expect(status)`, with the answer's body in the failure: a builder's step failing says why. */
export const answered = (status: number) => (response: { status: number; body: unknown; req?: { method?: string; path?: string } }) => {
  if (response.status !== status) {
    throw new Error(`${response.req?.method ?? ''} ${response.req?.path ?? ''}: expected ${status}, got ${response.status} ${JSON.stringify(response.body)}`);
  }
};

/**
 * Signs up a new account through the API (each step must succeed) and keeps its session.
 *
 *   const { agent, user } = await signUp(t, { role: 'curator', curatorProfile: true });
 */
export async function signUp(app: AgentFactory, options: SignUpOptions = {}): Promise<SignedUpAccount> {
  const agent = app.agent();
  const body = signUpBody({ role: options.role ?? 'artist', ...(options.email && { email: options.email }), ...(options.password && { password: options.password }) });
  const response = await agent.post('/api/auth/register').send(body).expect(answered(201));
  const cookie = String(response.headers['set-cookie']).split(';')[0];
  let user = response.body as SignedUpUser;
  if (options.curatorProfile) {
    const profile = options.curatorProfile === true ? CURATOR_PROFILE : options.curatorProfile;
    user = (await agent.patch('/api/curator/profile').send(profile).expect(answered(200))).body as SignedUpUser;
  }
  if (options.profile) {
    user = (await agent.patch('/api/users/profile').send(options.profile).expect(answered(200))).body as SignedUpUser;
  }
  return { agent, body, email: body.email, password: body.password, cookie, user };
}

/** Signs in an existing account (POST /api/auth/login must answer 200) and keeps its session. */
export async function signIn(app: AgentFactory, credentials: { readonly email: string; readonly password: string }): Promise<Agent> {
  const agent = app.agent();
  await agent.post('/api/auth/login').send(credentials).expect(answered(200));
  return agent;
}
