import { composeSongDescription, type DescriptionRequest, fitDescription, type NamedTag, type Pick } from './song-description.js';
import type { TagCategory } from './tag.events.js';

const tag = (name: string, category: TagCategory | null): NamedTag => ({ name, category });
const request = (overrides: Partial<DescriptionRequest> = {}): DescriptionRequest => ({
  title: 'Night Drive',
  spotifyUrl: null,
  tags: [
    tag('Synth-pop', 'genre'), tag('Dreamy', 'mood'), tag('Synthesizer', 'instrument'), tag('Female Vocals', 'vocal'),
    tag('Upbeat (100-120 BPM)', 'tempo'), tag('Driving', 'activity'), tag('Love', 'theme'), tag('1980s', 'era'),
  ],
  existingDescription: null,
  ...overrides,
});
const variant = (n: number): Pick => () => n;

describe('the composed song description', () => {
  it('names the song and says what its tags say, in plain words', () => {
    expect(composeSongDescription(request(), variant(0))).toBe(
      '"Night Drive" is a dreamy Synth-pop track. The song is built around synthesizer and female vocals and moves at an upbeat pace (100-120 BPM). ' +
        'A natural fit for driving playlists. Its lyrics explore love. With a nod to the 1980s.',
    );
  });

  it('varies its phrasing from one call to the next', () => {
    const phrasings = new Set([0, 1, 2].map((n) => composeSongDescription(request(), variant(n))));
    expect(phrasings.size).toBe(3);
    for (const text of phrasings) expect(text).toContain('"Night Drive"');
  });

  it('uses the tags of every category it knows, and names the unknown ones', () => {
    const text = composeSongDescription(
      request({ tags: [tag('Afrobeats', 'genre'), tag('Yoruba', 'language'), tag('West Africa', 'region'), tag('Wedding', 'occasion'), tag('Dancers', 'audience'), tag('neon haze', null)] }),
      variant(0),
    );
    expect(text).toBe(
      '"Night Drive" is an Afrobeats track. The song is built around neon haze. A natural fit for wedding playlists. Made with dancers in mind. Sung in Yoruba, rooted in West Africa.',
    );
  });

  it('still writes a sentence from the title alone, trimmed', () => {
    expect(composeSongDescription(request({ title: '  Quiet  ', tags: [] }), variant(0))).toBe('"Quiet" is a new release worth a listen.');
  });

  it("keeps the artist's own sentences after the composed ones", () => {
    const text = composeSongDescription(request({ existingDescription: 'Recorded in one night in Lisbon.  Mixed by Sam!' }), variant(0));
    expect(text.endsWith('With a nod to the 1980s. Recorded in one night in Lisbon. Mixed by Sam!')).toBe(true);
  });

  it('replaces a description it composed before instead of repeating it', () => {
    const before = composeSongDescription(request(), variant(0));
    const again = composeSongDescription(request({ existingDescription: `${before} Mixed by Sam.` }), variant(1));
    expect(again).toBe(`${composeSongDescription(request(), variant(1))} Mixed by Sam.`);
  });

  it('never goes past 500 characters, ending on a whole sentence', () => {
    const many = ['Pop', 'Rock', 'Jazz'].map((n) => tag(n, 'genre'));
    const text = composeSongDescription(request({ tags: [...request().tags, ...many], existingDescription: 'A long story about the song. '.repeat(40) }), variant(2));
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text).toMatch(/\.$/);
  });
});

describe('fitting a text to 500 characters', () => {
  it('leaves a short text as it is, with its spaces tidied', () => {
    expect(fitDescription('  A short   text.  ')).toBe('A short text.');
  });

  it('keeps whole sentences while they fit', () => {
    const sentence = `${'word '.repeat(39)}end.`; // 200 characters
    expect(fitDescription(`${sentence} ${sentence} ${sentence}`)).toBe(`${sentence} ${sentence}`);
  });

  it('cuts one over-long sentence at a word, with an ellipsis', () => {
    const text = fitDescription(`${'melody '.repeat(100)}end.`);
    expect(text.length).toBeLessThanOrEqual(500);
    expect(text).toMatch(/melody…$/);
  });
});
