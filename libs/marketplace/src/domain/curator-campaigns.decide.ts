import { DomainError } from '#platform';
import type { CuratorCampaignsEvent } from './curator-campaigns.events.js';

export const campaignLimitReached = (limit: number) =>
  `You already have ${limit} unfinished campaigns: complete or reject one before claiming another bounty`;

/** A campaign a curator holds: where it lives (its song's bounty stream). */
export interface HeldCampaign {
  readonly songId: string;
  readonly bountyId: string;
}

export interface CuratorCampaignsState {
  /** The unfinished campaigns, by id. */
  readonly held: ReadonlyMap<string, HeldCampaign>;
  /** Every campaign id this stream has seen, held or freed: a slot is taken at most once. */
  readonly seen: ReadonlySet<string>;
}

export const initialCuratorCampaignsState = (): CuratorCampaignsState => ({ held: new Map(), seen: new Set() });

export function evolveCuratorCampaigns(state: CuratorCampaignsState, event: CuratorCampaignsEvent): CuratorCampaignsState {
  const held = new Map(state.held);
  const seen = new Set(state.seen).add(event.data.campaignId);
  if (event.type === 'CampaignSlotTaken') held.set(event.data.campaignId, { songId: event.data.songId, bountyId: event.data.bountyId });
  else held.delete(event.data.campaignId);
  return { held, seen };
}

export interface TakeCampaignSlot {
  readonly type: 'TakeCampaignSlot';
  readonly curatorId: string;
  readonly campaignId: string;
  readonly songId: string;
  readonly bountyId: string;
  readonly limit: number;
}

export interface FreeCampaignSlot {
  readonly type: 'FreeCampaignSlot';
  readonly curatorId: string;
  readonly campaignId: string;
}

export type CuratorCampaignsCommand = TakeCampaignSlot | FreeCampaignSlot;

/** At most `limit` unfinished campaigns per curator; taking and freeing are idempotent on the campaign's id. */
export function decideCuratorCampaigns(command: CuratorCampaignsCommand, state: CuratorCampaignsState): CuratorCampaignsEvent[] | DomainError {
  const { curatorId, campaignId } = command;
  if (command.type === 'FreeCampaignSlot') {
    const holds = state.held.has(campaignId) || !state.seen.has(campaignId);
    return holds ? [{ type: 'CampaignSlotFreed', data: { curatorId, campaignId } }] : [];
  }
  if (state.seen.has(campaignId)) return [];
  if (state.held.size >= command.limit) return new DomainError('conflict', campaignLimitReached(command.limit));
  return [{ type: 'CampaignSlotTaken', data: { curatorId, campaignId, songId: command.songId, bountyId: command.bountyId } }];
}

export const curatorCampaignsDecider = {
  initialState: initialCuratorCampaignsState,
  evolve: evolveCuratorCampaigns,
  decide: decideCuratorCampaigns,
};
