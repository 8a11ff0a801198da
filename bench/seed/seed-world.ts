/**
 * The people and the catalog of a seeded history, made through the HTTP API as the web app makes
 * them: curators with a complete profile and their playlists, artists who redeem the coupon, some
 * of whom buy a package, with their songs. Every choice is drawn before any request is sent, so
 * the order in which concurrent requests finish changes nothing that was chosen.
 */
import { randomUUID } from 'node:crypto';
import { type AgentFactory, answered, COUPON_COINS, type CreatedPlaylist, createPlaylist, fundWallet, type SignedUpAccount, signUp } from '#testing';
import type { SeedPlan } from './seed-plan.js';

export interface SeededArtist {
  readonly account: SignedUpAccount;
  readonly songIds: string[];
}

export interface SeededCurator {
  readonly account: SignedUpAccount;
  readonly playlists: CreatedPlaylist[];
}

/** What the stages share: the app, the choices' sequence, the starter tags, and who exists so far (by their index in the plan, whatever order their sign-ups finished in). */
export interface SeedWorld {
  readonly app: AgentFactory;
  readonly next: () => number;
  readonly tagIds: readonly number[];
  readonly artists: SeededArtist[];
  readonly curators: SeededCurator[];
  /** The coins each artist will have after signing up (the coupon, and the package it buys). */
  readonly coins: number[];
}

const ADJECTIVES = ['Late Night', 'Golden', 'Velvet', 'Neon', 'Rainy Day', 'Deep', 'Summer', 'Lo-Fi', 'Midnight', 'Morning'];
const NOUNS = ['Drive', 'Echoes', 'Waves', 'Anthems', 'Grooves', 'Sessions', 'Finds', 'Hours', 'Radio', 'Static'];
const CITIES = ['Lisbon', 'Berlin', 'Lagos', 'Seoul', 'Austin', 'Manchester', 'Montreal', 'Bogotá'];

export const pick = <T>(next: () => number, items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const between = (next: () => number, low: number, high: number, step = 1): number => low + step * Math.floor(next() * ((high - low) / step + 1));
const title = (next: () => number, n: number): string => `${pick(next, ADJECTIVES)} ${pick(next, NOUNS)} ${n}`;

/** 2 to 5 different tags of the starter taxonomy. */
function tagsOf(world: Pick<SeedWorld, 'next' | 'tagIds'>): number[] {
  const tags = new Set<number>();
  for (let wanted = between(world.next, 2, 5); tags.size < wanted; ) tags.add(pick(world.next, world.tagIds));
  return [...tags];
}

/** The curators' tasks: each signs up as a curator with a profile and creates its playlists. */
export function curatorTasks(world: SeedWorld, plan: SeedPlan): (() => Promise<void>)[] {
  return Array.from({ length: plan.curators }, (_, c) => {
    const playlists = Array.from({ length: plan.playlistsPerCurator }, (_, p) => ({
      name: title(world.next, c * plan.playlistsPerCurator + p),
      tagIds: tagsOf(world),
      followerCount: between(world.next, 100, 250_000, 100),
      reviewPrice: between(world.next, 5, 30, 5),
      placementPrice: between(world.next, 30, 120, 10),
    }));
    const bio = `${pick(world.next, ADJECTIVES)} sounds, picked by hand.`;
    return async () => {
      const account = await signUp(world.app, { role: 'curator', curatorProfile: { displayName: `Curator ${c}`, bio } });
      const created: CreatedPlaylist[] = [];
      for (const body of playlists) created.push(await createPlaylist(account.agent, body));
      world.curators[c] = { account, playlists: created };
    };
  });
}

/** The artists' tasks: sign-up (some with a profile), the coupon, for some a package, then their songs. */
export function artistTasks(world: SeedWorld, plan: SeedPlan): (() => Promise<void>)[] {
  return Array.from({ length: plan.artists }, (_, a) => {
    const withProfile = world.next() < 0.4;
    const buys = world.next() < plan.buyers;
    const songs = Array.from({ length: plan.songsPerArtist }, (_, s) => ({ title: title(world.next, a * plan.songsPerArtist + s), tagIds: tagsOf(world), duration: between(world.next, 90, 420) }));
    const location = pick(world.next, CITIES);
    world.coins[a] = COUPON_COINS + (buys ? PACKAGE_COINS : 0);
    return async () => {
      const account = await signUp(world.app, withProfile ? { profile: { displayName: `Artist ${a}`, location } } : {});
      await fundWallet(account.agent);
      if (buys) await buyCoins(account);
      const songIds: string[] = [];
      for (const song of songs) songIds.push(((await account.agent.post('/api/songs').send({ ...SONG, ...song }).expect(answered(201))).body as { id: string }).id);
      world.artists[a] = { account, songIds };
    };
  });
}

const SONG = { description: 'Recorded at home, mixed by a friend.', spotifyUrl: '', youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', soundcloudUrl: '' } as const;

/** The coins of the biggest package, which the seeded artists buy. */
export const PACKAGE_COINS = 1300;

/** The biggest package (PACKAGE_COINS), paid through the test payment provider. */
export async function buyCoins(account: SignedUpAccount): Promise<void> {
  await account.agent.post('/api/vibecoins/purchases').set('Idempotency-Key', randomUUID()).send({ packageId: 'pack-250' }).expect(answered(201));
}
