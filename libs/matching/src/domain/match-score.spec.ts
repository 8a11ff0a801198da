import { matchScore, scoreOfWeights, tagWeight, weightOf, type ScoredTag } from './match-score.js';

let nextId = 1;
const tag = (category: string): ScoredTag => ({ id: nextId++, category });
const indiePop = tag('genre');
const dreamPop = tag('genre');
const metal = tag('genre');
const mellow = tag('mood');
const slow = tag('tempo');
const guitar = tag('instrument');
const female = tag('vocal');
const english = tag('language');
const night = tag('activity');
const nineties = tag('era');

describe('the weights of tags', () => {
  it('weighs genres 3; moods, tempos, instruments, vocals and languages 2; every other category 1', () => {
    expect(['genre', 'mood', 'tempo', 'instrument', 'vocal', 'language', 'activity', 'era', 'fx', 'region'].map(tagWeight)).toEqual([3, 2, 2, 2, 2, 2, 1, 1, 1, 1]);
  });

  it('weighs a set as the sum of its distinct tags', () => {
    expect(weightOf([indiePop, mellow, night, mellow])).toBe(6);
    expect(weightOf([])).toBe(0);
  });
});

describe('matchScore', () => {
  it('scores 100 when song and playlist have the same tags', () => {
    expect(matchScore([indiePop, mellow, guitar], [guitar, indiePop, mellow])).toEqual({ percentage: 100, sharedTagIds: [indiePop.id, mellow.id, guitar.id] });
  });

  it('weighs the shared tags against the song (70 %) and against the playlist (30 %)', () => {
    // S = {indie pop 3, mellow 2, guitar 2} = 7; P = {indie pop 3, mellow 2, night 1} = 6; S∩P = 5.
    // 100 × (0.7 × 5/7 + 0.3 × 5/6) = 50 + 25 = 75.
    expect(matchScore([indiePop, mellow, guitar], [indiePop, mellow, night])).toEqual({ percentage: 75, sharedTagIds: [indiePop.id, mellow.id] });
  });

  it('counts a shared genre more than a shared mood, and a shared mood more than a shared era', () => {
    const song = [indiePop, mellow, nineties];
    const sharing = (shared: ScoredTag) => matchScore(song, [shared, slow]).percentage;
    expect(sharing(indiePop)).toBeGreaterThan(sharing(mellow));
    expect(sharing(mellow)).toBeGreaterThan(sharing(nineties));
  });

  it('rounds half up: 100 × (0.7 × 1/2 + 0.3 × 1/4) = 42.5 gives 43', () => {
    // S = {era 1, activity 1} = 2; P = {era 1, mood 2, fx 1} = 4; S∩P = 1.
    expect(matchScore([nineties, night], [nineties, mellow, tag('fx')]).percentage).toBe(43);
    expect(scoreOfWeights(1, 2, 4, false)).toBe(43);
  });

  it('caps the score at 39 when the song has genres and the playlist has none of them', () => {
    // Without the cap: 100 × (0.7 × 6/9 + 0.3 × 6/9) = 67.
    const song = [indiePop, mellow, guitar, female];
    expect(scoreOfWeights(6, 9, 9, false)).toBe(67);
    expect(matchScore(song, [metal, mellow, guitar, female]).percentage).toBe(39);
    expect(matchScore(song, [mellow, guitar, female]).percentage).toBe(39);
  });

  it('does not cap when one of the song\'s genres is shared, nor when the song has no genre', () => {
    expect(matchScore([indiePop, dreamPop, mellow], [dreamPop, metal, mellow]).percentage).toBe(Math.round(100 * (0.7 * 5 / 8 + 0.3 * 5 / 8)));
    expect(matchScore([mellow, guitar], [metal, mellow, guitar]).percentage).toBe(Math.round(100 * (0.7 * 4 / 4 + 0.3 * 4 / 7)));
  });

  it('leaves a low score below the cap as it is', () => {
    // S = {indie pop 3, night 1, english 2, female 2} = 8; P = {night 1, metal 3} = 4; S∩P = 1.
    // 100 × (0.7 × 1/8 + 0.3 × 1/4) = 16.25.
    expect(matchScore([indiePop, night, english, female], [night, metal]).percentage).toBe(16);
  });

  it('scores 0 with nothing shared, and when either side has no tags', () => {
    expect(matchScore([indiePop, mellow], [metal, slow])).toEqual({ percentage: 0, sharedTagIds: [] });
    expect(matchScore([], [indiePop])).toEqual({ percentage: 0, sharedTagIds: [] });
    expect(matchScore([indiePop], [])).toEqual({ percentage: 0, sharedTagIds: [] });
    expect(matchScore([], [])).toEqual({ percentage: 0, sharedTagIds: [] });
  });

  it("takes the song first: the song's side weighs 70 %, so swapping song and playlist changes the score", () => {
    const song = [indiePop, mellow];
    const playlist = [indiePop, mellow, guitar, female, english];
    expect(matchScore(song, playlist).percentage).toBe(Math.round(100 * (0.7 * 5 / 5 + 0.3 * 5 / 11)));
    expect(matchScore(playlist, song).percentage).toBe(Math.round(100 * (0.7 * 5 / 11 + 0.3 * 5 / 5)));
  });

  it("does not depend on the order of the tags, and lists the shared ones in the song's order", () => {
    const forward = matchScore([guitar, indiePop, mellow], [mellow, night, indiePop, guitar]);
    const backward = matchScore([mellow, indiePop, guitar], [guitar, indiePop, night, mellow]);
    expect(forward.percentage).toBe(backward.percentage);
    expect(forward.sharedTagIds).toEqual([guitar.id, indiePop.id, mellow.id]);
    expect(backward.sharedTagIds).toEqual([mellow.id, indiePop.id, guitar.id]);
  });

  it('ranks a playlist that covers more of the song above one that covers less', () => {
    const song = [indiePop, mellow, guitar];
    expect(matchScore(song, [indiePop, mellow, night]).percentage).toBeGreaterThan(matchScore(song, [indiePop, night, nineties]).percentage);
  });

  it('counts a tag given twice once', () => {
    expect(matchScore([indiePop, indiePop, mellow], [indiePop, mellow, mellow])).toEqual({ percentage: 100, sharedTagIds: [indiePop.id, mellow.id] });
  });
});
