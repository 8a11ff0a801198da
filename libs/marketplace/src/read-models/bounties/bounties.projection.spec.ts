import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createProjectionEnv, type ProjectionEnv } from '#testing';
import { bountiesStream, type BountyEvent } from '../../domain/bounty.events.js';
import { BountiesQuery } from './bounties.query.js';
import { bountiesProjection } from './bounties.projection.js';

const DAY = 86_400_000;
const NOW = new Date('2026-06-01T00:00:00.000Z');
const iso = (offsetDays: number) => new Date(NOW.getTime() + offsetDays * DAY).toISOString();

/** A funded bounty of its own song, ended `endsIn` days from NOW, optionally claimed and accepted with their deadlines. */
function bountyLog(endsIn: number, campaign?: { acceptBy: number; completeBy?: number }): { songId: string; bountyId: string; events: BountyEvent[] } {
  const ref = { bountyId: randomUUID(), songId: randomUUID(), artistId: randomUUID() };
  const camp = { ...ref, campaignId: randomUUID(), curatorId: randomUUID() };
  const events: BountyEvent[] = [
    { type: 'BountySet', data: { ...ref, reviewAmount: 10, placementAmount: 0, serviceType: 'review', description: null, expiresAt: iso(endsIn) } },
    { type: 'BountyFunded', data: { ...ref, amount: 10 } },
  ];
  if (campaign) events.push({ type: 'BountyClaimed', data: { ...camp, playlistId: null, matchPercentage: 0, acceptBy: iso(campaign.acceptBy) } });
  if (campaign?.completeBy !== undefined) events.push({ type: 'CampaignAccepted', data: { ...camp, completeBy: iso(campaign.completeBy) } });
  return { songId: ref.songId, bountyId: ref.bountyId, events };
}

/**
 * The sweep's list (decision 0018): only open bounties on which something is due now, soonest
 * first. A bounty past its end under a campaign still within its deadline is not listed, so no
 * number of them can fill the batch and starve a bounty the rules would act on.
 */
describe('bounties read model: what falls due', () => {
  let env: ProjectionEnv;
  beforeAll(async () => {
    env = await createProjectionEnv(bountiesProjection);
  });
  afterAll(() => env.close());

  it('lists a bounty past its end and a campaign past its deadline, never a bounty held by a campaign within its deadline', async () => {
    const held = Array.from({ length: 5 }, () => bountyLog(-10, { acceptBy: -20, completeBy: 5 }));
    const due = bountyLog(-1);
    const notAccepted = bountyLog(20, { acceptBy: -2 });
    const notCompleted = bountyLog(20, { acceptBy: -9, completeBy: -3 });
    const pendingPastEnd = bountyLog(-4, { acceptBy: 2 });
    const later = bountyLog(3);
    for (const log of [...held, due, notAccepted, notCompleted, pendingPastEnd, later]) await env.append(bountiesStream(log.songId), ...log.events);
    await env.project();
    const query = new BountiesQuery(env.pool as unknown as pg.Pool);
    const target = ({ songId, bountyId }: { songId: string; bountyId: string }) => ({ kind: 'bounty', songId, bountyId });
    expect(await query.overdue(NOW, 10)).toEqual([target(pendingPastEnd), target(notCompleted), target(notAccepted), target(due)]);
    expect(await query.overdue(NOW, 1)).toEqual([target(pendingPastEnd)]);
  });
});
