import { randomUUID } from 'node:crypto';
import { CURATOR_PROFILE, type TestApp } from '#testing';

export const CALLER_KINDS = ['anonymous', 'artist', 'curator', 'both', 'admin'] as const;
export type CallerKind = (typeof CALLER_KINDS)[number];

type Agent = ReturnType<TestApp['agent']>;

export interface Caller {
  readonly kind: CallerKind;
  /** Keeps the session cookie, like a browser. */
  readonly agent: Agent;
  readonly userId: string | null;
  readonly email: string | null;
  /** The password that signs this user in; the fuzz may change it. */
  password: string | null;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

interface SignedInUser {
  readonly id: string;
  readonly role: string | null;
  readonly isAdmin: boolean;
}

/**
 * The harness's own sign-ins come from another client address (the fuzz's app trusts a proxy on
 * the loopback), so that the failed sign-ins the fuzz provokes from the default address never
 * throttle them.
 */
const HARNESS_ADDRESS = '192.0.2.10';
const PASSWORD = 'fuzz-secret';

/**
 * One caller of each kind, each signed in as what it says. The fuzz signs callers out, signs them
 * in as someone else, changes their role: after an answer that may have done so (see `doubt`),
 * the caller is checked before its next request and, when it is no longer what it says, signed
 * in again, or replaced by a fresh account when it no longer has its role.
 */
export class Callers {
  private readonly current = new Map<CallerKind, Caller>();
  private readonly doubtful = new Set<CallerKind>();
  /** Every account the callers have had, for the fuzz's path and query ids. */
  readonly userIds: string[] = [];

  constructor(
    private readonly t: TestApp,
    private readonly admin: Credentials,
  ) {}

  /** The caller of that kind as it is now (no check); undefined before its first use. */
  peek(kind: CallerKind): Caller | undefined {
    return this.current.get(kind);
  }

  /** The caller of that kind, signed in as what it says. */
  async as(kind: CallerKind): Promise<Caller> {
    const caller = this.current.get(kind);
    if (caller && !this.doubtful.has(kind)) return caller;
    this.doubtful.delete(kind);
    if (caller && (await this.isStill(caller))) return caller;
    const fresh = await this.signIn(kind, caller);
    this.current.set(kind, fresh);
    if (fresh.userId && !this.userIds.includes(fresh.userId)) this.userIds.push(fresh.userId);
    return fresh;
  }

  /** The last answer to that caller may have changed who it is: check before its next request. */
  doubt(kind: CallerKind): void {
    this.doubtful.add(kind);
  }

  private async isStill(caller: Caller): Promise<boolean> {
    const response = await caller.agent.get('/api/auth/user');
    if (caller.kind === 'anonymous') return response.status === 401;
    if (response.status !== 200) return false;
    const user = response.body as SignedInUser;
    if (user.id !== caller.userId) return false;
    // The admin stays the admin whatever role the fuzz gave it; the others must keep theirs.
    return caller.kind === 'admin' ? user.isAdmin : user.role === caller.kind;
  }

  private async signIn(kind: CallerKind, previous: Caller | undefined): Promise<Caller> {
    const agent = this.t.agent();
    if (kind === 'anonymous') return { kind, agent, userId: null, email: null, password: null };
    if (kind === 'admin') {
      const credentials = { email: this.admin.email, password: previous?.password ?? this.admin.password };
      const admin = await logIn(agent, credentials, (user) => user.isAdmin);
      if (!admin) throw new Error('The admin could not sign in again');
      return { kind, agent, ...admin };
    }
    // Signing in again is cheaper than a new account (no write to wait for), while the role holds.
    const again = previous?.email && previous.password ? await logIn(agent, { email: previous.email, password: previous.password }, (user) => user.role === kind) : null;
    if (again) return { kind, agent, ...again };
    const email = `fuzz-${kind}-${randomUUID()}@example.com`;
    return { kind, agent, userId: await signUp(agent, kind, { email, password: PASSWORD }), email, password: PASSWORD };
  }
}

/** Signs `agent` in; null unless that works and the user is as `wanted`. */
async function logIn(agent: Agent, credentials: Credentials, wanted: (user: SignedInUser) => boolean) {
  const response = await agent.post('/api/auth/login').set('X-Forwarded-For', HARNESS_ADDRESS).send(credentials);
  const user = response.body as SignedInUser;
  return response.status === 200 && wanted(user) ? { userId: user.id, ...credentials } : null;
}

/** Registers an account on `agent` (signing it in) with that role, a curator's with its curator profile complete; answers its id. */
export async function signUp(agent: Agent, role: 'artist' | 'curator' | 'both', { email, password }: Credentials): Promise<string> {
  const registered = await agent
    .post('/api/auth/register')
    .set('X-Forwarded-For', HARNESS_ADDRESS)
    .send({ email, password, firstName: 'Fuzz', lastName: role, role: role === 'both' ? 'artist' : role });
  // 503 too: registration answers "saved, taking longer to show" when the users read model lags
  // behind its write past the read-your-writes bound (a busy shared PostgreSQL does that), though
  // the account and the session exist: wait for the session's user.
  if (registered.status !== 201 && registered.status !== 503) throw new Error(`Sign-up failed: ${registered.status} ${JSON.stringify(registered.body)}`);
  const id = await signedInUserId(agent);
  if (role === 'both') await agent.patch('/api/users/role').send({ role: 'both' }).expect(200);
  // A curator's first step in the app (spec 2.1), and what lets it create playlists.
  if (role !== 'artist') await agent.patch('/api/curator/profile').send(CURATOR_PROFILE).expect(200);
  return id;
}

const SIGNED_IN_DEADLINE_MS = 20_000;

async function signedInUserId(agent: Agent): Promise<string> {
  for (const deadline = Date.now() + SIGNED_IN_DEADLINE_MS; ; ) {
    const me = await agent.get('/api/auth/user');
    if (me.status === 200) return (me.body as SignedInUser).id;
    if (Date.now() > deadline) throw new Error(`Signed up, but not signed in: ${me.status} ${JSON.stringify(me.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
