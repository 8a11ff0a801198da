import { MAX_DESCRIPTION_LENGTH } from './song.decide.js';
import type { TagCategory } from './tag.events.js';

/** A tag as the description request names it; category null for a name the taxonomy does not have. */
export interface NamedTag {
  readonly name: string;
  readonly category: TagCategory | null;
}

export interface DescriptionRequest {
  readonly title: string;
  readonly spotifyUrl: string | null;
  readonly tags: readonly NamedTag[];
  /** What the artist wrote so far; its own sentences are kept where they add something. */
  readonly existingDescription: string | null;
}

/** Chooses one of `count` variants (0 to count - 1): random in the app, fixed in tests. */
export type Pick = (count: number) => number;

const ELLIPSIS = '…';

/**
 * A song description composed from the title and the tags, without any outside service: a lead
 * (genre and mood), the sound (instruments, vocals, tempo, effects), where it fits (activities,
 * occasions, themes, audience) and its roots (language, region, era), each in one of several
 * phrasings; then the sentences of the artist's own description that say something else.
 */
export function composeSongDescription(request: DescriptionRequest, pick: Pick): string {
  const generated = composedSentences(request, pick);
  // Every phrasing the composer has for these tags: a description composed before is replaced, not repeated.
  const ours = new Set([0, 1, 2].flatMap((variant) => composedSentences(request, () => variant)));
  return fitDescription([...generated, ...ownSentences(request, ours)].join(' '));
}

function composedSentences(request: DescriptionRequest, pick: Pick): string[] {
  const of = (...categories: (TagCategory | null)[]) => request.tags.filter((tag) => categories.includes(tag.category)).map((tag) => tag.name);
  return [
    lead(request.title.trim(), of('genre'), of('mood'), pick),
    sound(of('instrument'), of('vocal'), of('tempo'), of('fx', null), pick),
    fit(of('activity', 'occasion'), pick),
    audience(of('audience')),
    themes(of('theme'), pick),
    roots(of('language'), of('region'), of('era'), pick),
  ].filter((sentence): sentence is string => sentence !== null);
}

/** At most 500 characters: whole sentences while they fit, else the first one cut at a word. */
export function fitDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_DESCRIPTION_LENGTH) return clean;
  let kept = '';
  for (const sentence of sentencesOf(clean)) {
    const next = kept ? `${kept} ${sentence}` : sentence;
    if (next.length > MAX_DESCRIPTION_LENGTH) break;
    kept = next;
  }
  if (kept) return kept;
  const cut = clean.slice(0, MAX_DESCRIPTION_LENGTH - ELLIPSIS.length);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:.!?-]+$/, '')}${ELLIPSIS}`;
}

function lead(title: string, genres: string[], moods: string[], pick: Pick): string {
  const mood = list(moods.slice(0, 2).map(lower));
  const genre = list(genres.slice(0, 2));
  const name = `"${title}"`;
  if (!genre && !mood) return choose(pick, [`${name} is a new release worth a listen.`, `Meet ${name}, a song with a character of its own.`]);
  if (!genre) return choose(pick, [`${name} is ${article(mood)} ${mood} track.`, `${name} sets ${article(mood)} ${mood} mood from the first bar.`]);
  const moodBefore = mood ? `${mood} ` : '';
  const takes = genres.length > 1 ? 'take' : 'takes';
  return choose(pick, [
    `${name} is ${article(moodBefore + genre)} ${moodBefore}${genre} track.`,
    `With ${name}, ${genre} ${takes} ${mood ? `${article(mood)} ${mood}` : 'a fresh'} turn.`,
    `${name} takes ${genre} somewhere ${mood || 'new'}.`,
  ]);
}

function sound(instruments: string[], vocals: string[], tempos: string[], textures: string[], pick: Pick): string | null {
  const elements = [...instruments.slice(0, 3), ...vocals.slice(0, 2), ...textures.slice(0, 2)].map(lower);
  const tempo = tempos[0] ? tempoPhrase(tempos[0]) : '';
  if (elements.length === 0) return tempo ? `It moves ${tempo}.` : null;
  const all = list(elements);
  const carries = elements.length > 1 || /s$/.test(all) ? 'carry' : 'carries';
  return choose(pick, [
    `The song is built around ${all}${tempo ? ` and moves ${tempo}` : ''}.`,
    `Expect ${all}${tempo ? `, all ${tempo}` : ''}.`,
    `${capitalize(all)} ${carries} the song${tempo ? ` ${tempo}` : ''}.`,
  ]);
}

function fit(moments: string[], pick: Pick): string | null {
  const moment = list(moments.slice(0, 3).map(lower));
  if (!moment) return null;
  return choose(pick, [`A natural fit for ${moment} playlists.`, `Made for ${moment} moments.`, `Right at home on ${moment} playlists.`]);
}

/** Audience tags name listeners ("Teens"), describe them ("Underground") or the lyrics ("Clean Lyrics"). */
function audience(names: string[]): string | null {
  const lyrics = names.find((name) => /lyrics$/i.test(name));
  const listeners = names.filter((name) => name !== lyrics).slice(0, 2).map((name) => (/s$/.test(name) ? lower(name) : `${lower(name)} listeners`));
  const sentences = [listeners.length > 0 ? `Made with ${list(listeners)} in mind.` : '', lyrics ? `${capitalize(lower(lyrics))}.` : ''];
  return sentences.filter(Boolean).join(' ') || null;
}

function themes(themeNames: string[], pick: Pick): string | null {
  const theme = list(themeNames.slice(0, 3).map(lower));
  if (!theme) return null;
  return choose(pick, [`Its lyrics explore ${theme}.`, `At its heart it is a song about ${theme}.`, `The words turn on ${theme}.`]);
}

function roots(languages: string[], regions: string[], eras: string[], pick: Pick): string | null {
  const parts = [
    languages.length > 0 ? `sung in ${list(languages.slice(0, 2))}` : '',
    regions.length > 0 ? `rooted in ${list(regions.slice(0, 2).map(place))}` : '',
    eras[0] === undefined ? '' : /^\d{4}s$/.test(eras[0]) ? `with a nod to the ${eras[0]}` : `with ${article(eras[0])} ${lower(eras[0])} feel`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return choose(pick, [`${capitalize(parts.join(', '))}.`, `Listen for a song ${parts.join(', ')}.`]);
}

/** "Caribbean" → "the Caribbean"; "Brazil" stays. */
const place = (region: string): string => (/^(united |caribbean|middle east|us |uk\b)/i.test(region) ? `the ${region}` : region);

/** "Slow (60-80 BPM)" → "at a slow pace (60-80 BPM)"; "Half-Time Feel" → "with a half-time feel". */
function tempoPhrase(name: string): string {
  const band = /^(.*?)\s*\((.+)\)$/.exec(name);
  if (band) return `at ${article(band[1])} ${lower(band[1])} pace (${band[2]})`;
  return /s$/i.test(name) ? `with ${lower(name)}` : `with ${article(name)} ${lower(name)}`;
}

/** The artist's own sentences: not a lead naming the song, not a sentence the composer would write. */
function ownSentences({ existingDescription, title }: DescriptionRequest, ours: ReadonlySet<string>): string[] {
  if (!existingDescription?.trim()) return [];
  const quotedTitle = `"${title.trim()}"`.toLowerCase();
  return sentencesOf(existingDescription.replace(/\s+/g, ' ').trim()).filter((sentence) => !sentence.toLowerCase().includes(quotedTitle) && !ours.has(sentence));
}

function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?…]+(?:[.!?…]+["')\]]*|$)/g) ?? []).map((sentence) => sentence.trim()).filter(Boolean);
}

const choose = (pick: Pick, variants: readonly string[]): string => variants[Math.min(Math.max(0, Math.floor(pick(variants.length))), variants.length - 1)];

/** "a, b and c". */
function list(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Lower case, except names that are not plain words (R&B, K-Pop, 808s, Synth-pop stays "synth-pop"). */
const lower = (name: string): string => (/^[A-Z]?[a-z]+(?:[ -][A-Za-z][a-z]+)*$/.test(name) ? name.toLowerCase() : name);

const capitalize = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a" or "an" by the sound of the next word, as far as its spelling tells. */
function article(next: string): 'a' | 'an' {
  if (/^(R&B|RnB|MC|8|11|18|FM|LA|NY|SF)/.test(next)) return 'an';
  if (/^(u[knr]i|use|usu|uk|us\b|eu|one)/i.test(next)) return 'a';
  return /^[aeiou]/i.test(next) ? 'an' : 'a';
}
