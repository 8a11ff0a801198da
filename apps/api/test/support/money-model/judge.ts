// Judging a batch of the money model: every answer explained by the model and the rest of the
// batch (a 5xx, or a 4xx it cannot explain, is a problem), every success applied to the model.
import { describeCommand, messageOf, ok, type Outcome, type Planned } from './plan-and-send.js';
import { type BountyModel, type CampaignModel, earned, endCampaign, isLive, type RequestModel, type World } from './world.js';

/** The app's defaults (README's configuration table), in days. */
const WINDOW_DAYS = { bounty: 30, respond: 7, accept: 3, complete: 14 } as const;

let labels = 0;
const label = (prefix: string): string => `${prefix}${++labels}`;

/** Applies the batch's successes to the model in an order consistent with every interleaving the server could have run; answers what the model cannot explain. */
export function judge(world: World, outcomes: readonly Outcome[]): string[] {
  const problems: string[] = [];
  const problem = (outcome: Outcome | null, why: string) =>
    problems.push(outcome ? `${describeCommand(outcome.command)} → ${outcome.status} ${JSON.stringify(outcome.body)}: ${why}` : why);
  const succeeded = outcomes.filter(ok);
  const of = <K extends Planned['kind']>(kinds: readonly K[], list = succeeded) =>
    list.filter((o): o is Outcome & { command: Extract<Planned, { kind: K }> } => (kinds as readonly string[]).includes(o.command.kind));

  for (const outcome of outcomes) {
    if (outcome.status >= 500) problem(outcome, 'a server error');
    else if (!ok(outcome)) {
      const why = unexplained(world, outcome, outcomes);
      if (why) problem(outcome, why);
    }
  }

  // Rare answers the model does not explain are reported above; the successes change the model, in this order:
  // 1. the moves of campaigns under way before the batch (accept, reject, complete);
  const moves = new Map<CampaignModel, (Outcome & { command: Extract<Planned, { kind: 'accept' | 'reject' | 'complete' }> })[]>();
  for (const outcome of of(['accept', 'reject', 'complete'])) moves.set(outcome.command.campaign, [...(moves.get(outcome.command.campaign) ?? []), outcome]);
  for (const [campaign, done] of moves) {
    const kinds = done.map((o) => o.command.kind).sort().join('+');
    if (!['accept', 'reject', 'complete', 'accept+complete'].includes(kinds)) problem(null, `${campaign.label}: these all succeeded at once: ${kinds}`);
    const complete = done.find((o) => o.command.kind === 'complete');
    const reject = done.find((o) => o.command.kind === 'reject');
    const accept = done.find((o) => o.command.kind === 'accept');
    if (done.some((o) => o.command.curator !== campaign.curator)) problem(done[0], 'the campaign is another curator’s');
    if (complete) {
      if (!isLive(campaign)) problem(complete, `the campaign was ${campaign.status}`);
      const { bounty } = campaign;
      if (complete.command.placed && bounty.placement === 0) problem(complete, 'placed on a review-only bounty');
      const paid = bounty.review + (complete.command.placed ? bounty.placement : 0);
      if (complete.body.paidAmount !== paid) problem(complete, `the curator should be paid ${paid}`);
      endCampaign(campaign, 'completed');
      campaign.paid = paid;
      bounty.status = 'completed';
      world.artists[bounty.artist].total -= paid;
      world.artists[bounty.artist].reserved -= bounty.review + bounty.placement;
      world.curators[campaign.curator].total += paid;
    } else if (reject) {
      if (campaign.status !== 'pending') problem(reject, `the campaign was ${campaign.status}`);
      endCampaign(campaign, 'ended');
    } else if (accept) {
      if (campaign.status !== 'pending') problem(accept, `the campaign was ${campaign.status}`);
      campaign.status = 'active';
      campaign.deadlineDay = world.day + WINDOW_DAYS.complete;
    }
  }

  // 2. the claims (of bounties known before the batch);
  const claimedBounties = new Set<BountyModel>();
  for (const outcome of of(['claim'])) {
    const { bounty, curator } = outcome.command;
    if (claimedBounties.has(bounty)) problem(outcome, `${bounty.label} was claimed twice`);
    claimedBounties.add(bounty);
    if (bounty.status !== 'open' || bounty.campaign) problem(outcome, `${bounty.label} was ${bounty.status}${bounty.campaign ? ` with ${bounty.campaign.label} ${bounty.campaign.status}` : ''}`);
    const campaign: CampaignModel = { label: label('C'), id: String(outcome.body.id), curator, bounty, status: 'pending', deadlineDay: world.day + WINDOW_DAYS.accept, paid: 0 };
    world.campaigns.push(campaign);
    bounty.campaign = campaign;
  }

  // 3. per song, the bounty set and the cancel: the cancel takes the bounty open before the batch when
  //    there was one (a set could not win before it), else the one the batch set;
  const songs = new Map<string, Outcome[]>();
  for (const outcome of of(['setBounty', 'cancelBounty'])) {
    const key = `${outcome.command.artist}/${outcome.command.song}`;
    songs.set(key, [...(songs.get(key) ?? []), outcome]);
  }
  for (const done of songs.values()) {
    const sets = of(['setBounty'], done);
    const cancels = of(['cancelBounty'], done);
    if (sets.length > 1) problem(sets[1], 'a second bounty on the song at once');
    if (cancels.length > 1) problem(cancels[1], 'a second cancel of one bounty');
    const { artist, song } = done[0].command as Extract<Planned, { kind: 'setBounty' | 'cancelBounty' }>;
    const open = world.activeBounty(artist, song);
    const cancel = (bounty: BountyModel, outcome: Outcome) => {
      const total = bounty.review + bounty.placement;
      if (outcome.body.releasedAmount !== total) problem(outcome, `${bounty.label} holds ${total}`);
      if (bounty.campaign?.status === 'active') problem(outcome, `${bounty.campaign.label} was under way`);
      if (bounty.campaign) endCampaign(bounty.campaign, 'ended');
      world.release(bounty, 'cancelled');
    };
    if (open && cancels[0]) cancel(open, cancels[0]);
    else if (open && sets[0]) problem(sets[0], `the song still had ${open.label}`);
    if (sets[0]) {
      const { review, placement } = sets[0].command as Extract<Planned, { kind: 'setBounty' }>;
      if (sets[0].body.totalAmount !== review + placement) problem(sets[0], `the total is ${review + placement}`);
      const bounty: BountyModel = { label: label('B'), id: String(sets[0].body.id), artist, song, review, placement, expiresDay: world.day + WINDOW_DAYS.bounty, status: 'open', campaign: null };
      world.bounties.push(bounty);
      world.artists[artist].reserved += review + placement;
      if (!open && cancels[0]) cancel(bounty, cancels[0]);
    } else if (!open && cancels[0]) problem(cancels[0], 'the song had no open bounty');
  }

  // 4. the answers (of requests known before the batch);
  const answered = new Set<RequestModel>();
  for (const outcome of of(['answer'])) {
    const { request, curator, status, feedback } = outcome.command;
    if (answered.has(request)) problem(outcome, `${request.label} was answered twice`);
    answered.add(request);
    if (request.status !== 'pending') problem(outcome, `${request.label} was ${request.status}`);
    if (curator !== request.playlist) problem(outcome, 'the request went to another curator’s playlist');
    const paid = earned(request, status, feedback);
    if (outcome.body.paidAmount !== paid || outcome.body.refundedAmount !== request.price - paid) problem(outcome, `the curator earns ${paid} of ${request.price}`);
    request.status = status;
    request.paid = paid;
    world.artists[request.artist].total -= paid;
    world.artists[request.artist].reserved -= request.price;
    world.curators[request.playlist].total += paid;
  }

  // 5. the requests sent;
  const sentTo = new Set<string>();
  for (const outcome of of(['send'])) {
    const { artist, song, playlist, type, price, stale, preReviewPrice } = outcome.command;
    const key = `${artist}/${song}/${playlist}`;
    if (sentTo.has(key)) problem(outcome, 'a second pending request of the song on the playlist');
    sentTo.add(key);
    if (stale) problem(outcome, 'sent at a price the playlist does not have');
    const pending = world.pendingRequest(artist, song, playlist);
    if (pending) problem(outcome, `${pending.label} was still pending`);
    if (outcome.body.price !== price) problem(outcome, `the price shown was ${price}`);
    world.requests.push({ label: label('R'), id: String(outcome.body.id), artist, song, playlist, type, price, reviewPrice: preReviewPrice, respondDay: world.day + WINDOW_DAYS.respond, status: 'pending', paid: 0 });
    world.artists[artist].reserved += price;
  }

  // 6. the new prices.
  for (const outcome of of(['price'])) {
    world.curators[outcome.command.playlist].reviewPrice = outcome.command.review;
    world.curators[outcome.command.playlist].placementPrice = outcome.command.placement;
  }

  world.artists.forEach((artist, i) => {
    if (artist.reserved > artist.total) problem(null, `artist ${i} has ${artist.reserved} reserved of ${artist.total}`);
  });
  world.curators.forEach((_, i) => {
    const live = world.liveCampaigns(i).length;
    if (live > world.campaignsPerCurator) problem(null, `curator ${i} holds ${live} unfinished campaigns`);
  });
  return problems;
}

/** Why a refusal (4xx) cannot be explained by the model and the rest of its batch; null when it can. */
function unexplained(world: World, outcome: Outcome, batch: readonly Outcome[]): string | null {
  const { command, status } = outcome;
  const message = messageOf(outcome);
  const others = batch.filter((o) => o !== outcome);
  const succeededOthers = others.filter(ok);
  /** The least the artist could have had available at the moment of this command: before the batch, less every other reservation of theirs that won. */
  const leastAvailable = (artist: number) =>
    world.available(artist) -
    succeededOthers.reduce((sum, o) => {
      if (o.command.kind === 'setBounty' && o.command.artist === artist) return sum + o.command.review + o.command.placement;
      if (o.command.kind === 'send' && o.command.artist === artist) return sum + o.command.price;
      return sum;
    }, 0);
  const short = (artist: number, amount: number) =>
    status === 409 && message.startsWith('Insufficient VibeCoins') && outcome.body.needed === amount && leastAvailable(artist) < amount ? null : 'not short of coins';
  const sameSong = (o: Outcome, artist: number, song: number) => (o.command.kind === 'setBounty' || o.command.kind === 'cancelBounty') && o.command.artist === artist && o.command.song === song;
  const movesOf = (campaign: CampaignModel | null) =>
    succeededOthers.filter((o) => (o.command.kind === 'accept' || o.command.kind === 'reject' || o.command.kind === 'complete') && o.command.campaign === campaign);

  switch (command.kind) {
    case 'setBounty': {
      if (message === 'This song already has an active bounty') {
        return command.pre || others.some((o) => o.command.kind === 'setBounty' && sameSong(o, command.artist, command.song)) ? null : 'the song had no bounty';
      }
      return short(command.artist, command.review + command.placement);
    }
    case 'cancelBounty': {
      const pre = command.pre;
      if (status === 404 && message === 'This song has no active bounty') {
        const completed = pre && movesOf(pre.campaign).some((o) => o.command.kind === 'complete');
        const cancelledByOther = succeededOthers.some((o) => o.command.kind === 'cancelBounty' && sameSong(o, command.artist, command.song));
        return !pre || completed || cancelledByOther ? null : `${pre.label} was open`;
      }
      if (status === 409 && message.startsWith('A curator is working on this bounty')) {
        const campaign = pre?.campaign ?? null;
        return campaign?.status === 'active' || movesOf(campaign).some((o) => o.command.kind === 'accept') ? null : 'no campaign was under way';
      }
      return 'an unexpected refusal';
    }
    case 'claim': {
      const { bounty, curator, preOpen, preCampaign } = command;
      if (status === 409 && message === 'This bounty is no longer open') {
        const contested = others.some((o) => o.command.kind === 'claim' && o.command.bounty === bounty);
        const closed = succeededOthers.some((o) => o.command.kind === 'cancelBounty' && sameSong(o, bounty.artist, bounty.song)) || movesOf(preCampaign).some((o) => o.command.kind === 'complete');
        return !preOpen || preCampaign || contested || closed ? null : `${bounty.label} was open and unclaimed`;
      }
      if (status === 409 && message.startsWith(`You already have ${world.campaignsPerCurator} unfinished campaigns`)) {
        const won = succeededOthers.filter((o) => o.command.kind === 'claim' && o.command.curator === curator).length;
        return world.liveCampaigns(curator).length + won >= world.campaignsPerCurator ? null : `curator ${curator} held ${world.liveCampaigns(curator).length}`;
      }
      return 'an unexpected refusal';
    }
    case 'accept':
    case 'reject':
    case 'complete': {
      const { campaign, preStatus } = command;
      if (status === 409 && message.startsWith('This campaign is already')) {
        const movable = command.kind === 'complete' ? preStatus === 'pending' || preStatus === 'active' : preStatus === 'pending';
        const movedByOther = movesOf(campaign).length > 0;
        const bounty = campaign.bounty;
        const cancelled = succeededOthers.some((o) => o.command.kind === 'cancelBounty' && sameSong(o, bounty.artist, bounty.song));
        return !movable || movedByOther || cancelled ? null : `${campaign.label} was ${preStatus}`;
      }
      if (command.kind === 'complete' && status === 400 && message === 'Only a bounty for review and placement can be completed as placed') {
        return command.placed && campaign.bounty.placement === 0 ? null : 'the bounty is for review and placement';
      }
      return 'an unexpected refusal';
    }
    case 'send': {
      if (status === 409 && message.startsWith('The price of this playlist changed to')) {
        const playlist = world.curators[command.playlist];
        const current = command.type === 'review' ? playlist.reviewPrice : playlist.placementPrice;
        const repriced = succeededOthers.some(
          (o) => o.command.kind === 'price' && o.command.playlist === command.playlist && outcome.body.price === (command.type === 'review' ? o.command.review : o.command.placement),
        );
        return (command.stale && outcome.body.price === current) || repriced ? null : `the price was ${current}`;
      }
      if (status === 409 && message === 'This song is already waiting for an answer on this playlist') {
        const contested = others.some((o) => o.command.kind === 'send' && o.command.artist === command.artist && o.command.song === command.song && o.command.playlist === command.playlist);
        return command.prePending || contested ? null : 'nothing was pending';
      }
      return short(command.artist, command.price);
    }
    case 'answer': {
      if (status === 409 && message === 'This request is no longer pending') {
        const answeredByOther = succeededOthers.some((o) => o.command.kind === 'answer' && o.command.request === command.request);
        return command.preStatus !== 'pending' || answeredByOther ? null : `${command.request.label} was pending`;
      }
      if (status === 403 && message === 'Only the curator of the playlist can answer this request') return command.curator !== command.request.playlist ? null : 'it is their playlist';
      return 'an unexpected refusal';
    }
    case 'price':
      return 'an unexpected refusal';
  }
}
