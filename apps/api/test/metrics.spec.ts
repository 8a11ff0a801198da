import { MetricsServer } from '#runtime';
import { addSong, COUPON_COINS, createTestApp, eventually, fundWallet, signUp, type SignedUpAccount, type TestApp } from '#testing';

interface Sample {
  readonly name: string;
  readonly labels: Readonly<Record<string, string>>;
  readonly value: number;
}

/** The samples of Prometheus's text format (comments skipped). */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`Not a sample line: ${line}`);
      const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
      return { name: match[1], labels, value: Number(match[3]) };
    });
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
function valueOf(samples: readonly Sample[], name: string, labels: Record<string, string> = {}): number | undefined {
  const found = samples.filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value));
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value;
}

/** GET /metrics on the metrics server's own port (METRICS_PORT): docs/decisions/0022-metrics.md. */
describe('metrics', () => {
  let t: TestApp;
  let artist: SignedUpAccount;
  let metricsUrl: string;

  const scrape = async (): Promise<{ readonly text: string; readonly samples: Sample[] }> => {
    const response = await fetch(metricsUrl);
    const text = await response.text();
    expect({ status: response.status, text: response.ok ? 'the series' : text }).toEqual({ status: 200, text: 'the series' });
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return { text, samples: samplesOf(text) };
  };

  beforeAll(async () => {
    // Port 0: a free port, on loopback (METRICS_HOST's default).
    t = await createTestApp({ env: { METRICS_PORT: '0' } });
    const port = t.app.get(MetricsServer).port;
    expect(port).toEqual(expect.any(Number));
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    artist = await signUp(t, { role: 'artist' });
    await addSong(artist.agent);
  });

  afterAll(async () => {
    await t.close();
  });

  it('counts and times requests by route pattern and status class, never by raw URL', async () => {
    await t.agent().get(`/api/users/${artist.user.id}/songs`).expect(200);
    await t.agent().get(`/api/users/${artist.user.id}/songs`).expect(200);
    await t.agent().get('/api/no-such-route/42').expect(404);

    const { text, samples } = await scrape();
    const songsRoute = { method: 'GET', route: '/api/users/:id/songs', status_class: '2xx' };
    expect(valueOf(samples, 'vibematch_http_requests_total', songsRoute)).toBe(2);
    expect(valueOf(samples, 'vibematch_http_request_duration_seconds_count', songsRoute)).toBe(2);
    expect(valueOf(samples, 'vibematch_http_request_duration_seconds_sum', songsRoute)).toBeGreaterThan(0);
    expect(valueOf(samples, 'vibematch_http_request_duration_seconds_bucket', { ...songsRoute, le: '+Inf' })).toBe(2);
    expect(valueOf(samples, 'vibematch_http_requests_total', { method: 'POST', route: '/api/songs', status_class: '2xx' })).toBe(1);
    expect(valueOf(samples, 'vibematch_http_requests_total', { method: 'GET', route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(text).not.toContain(artist.user.id);
    expect(text).not.toContain('no-such-route');
  });

  it('shows each projection and process manager catching up with the log', async () => {
    const { samples } = await eventually(scrape, ({ samples }) => valueOf(samples, 'vibematch_projection_lag_events', { projection: 'songs' }) === 0);
    const head = valueOf(samples, 'vibematch_eventstore_head_position')!;
    expect(head).toBeGreaterThan(0);
    expect(valueOf(samples, 'vibematch_projection_lag_events', { projection: 'songs' })).toBe(0);
    const songsCheckpoint = valueOf(samples, 'vibematch_projection_checkpoint_position', { projection: 'songs' })!;
    expect(songsCheckpoint).toBeGreaterThan(0);
    expect(songsCheckpoint).toBeLessThanOrEqual(head);
    expect(valueOf(samples, 'vibematch_process_manager_lag_events', { process_manager: 'wallet-payouts' })).toEqual(expect.any(Number));
    expect(valueOf(samples, 'vibematch_process_manager_checkpoint_position', { process_manager: 'wallet-payouts' })).toEqual(expect.any(Number));
    // The artist's registration and song were appended by this process.
    expect(valueOf(samples, 'vibematch_events_appended_total')).toBeGreaterThanOrEqual(2);
  });

  it('reads each BullMQ queue’s depths at scrape time', async () => {
    const { samples } = await scrape();
    for (const queue of ['page-visits', 'marketplace-deadlines']) {
      for (const state of ['waiting', 'delayed', 'active', 'failed']) {
        expect(valueOf(samples, 'vibematch_queue_jobs', { queue, state })).toEqual(expect.any(Number));
      }
    }
  });

  it('shows the ledger’s coins credited and in flight', async () => {
    await fundWallet(artist.agent);
    const { samples } = await eventually(scrape, ({ samples: s }) => valueOf(s, 'vibematch_ledger_coins_credited') === COUPON_COINS);
    expect(valueOf(samples, 'vibematch_ledger_coins_in_flight')).toBe(0);
  });

  it('includes the process’s default metrics', async () => {
    const { samples } = await scrape();
    expect(valueOf(samples, 'vibematch_process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('is not on the public port, and its own port answers nothing else', async () => {
    await t.agent().get('/metrics').expect(404);
    await t.agent().get('/api/metrics').expect(404);
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404);
  });
});
