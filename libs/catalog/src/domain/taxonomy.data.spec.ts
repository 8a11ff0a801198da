import { TAG_CATEGORIES } from './tag.events.js';
import { TAXONOMY } from './taxonomy.data.js';

describe('the seeded taxonomy', () => {
  it('holds at least 200 tags', () => {
    expect(TAXONOMY.length).toBeGreaterThanOrEqual(200);
  });

  it('covers every one of the 14 categories, each with several tags', () => {
    const perCategory = new Map(TAG_CATEGORIES.map((category) => [category, TAXONOMY.filter((tag) => tag.category === category).length]));
    expect([...perCategory].filter(([, count]) => count < 5)).toEqual([]);
    expect(new Set(TAXONOMY.map((tag) => tag.category))).toEqual(new Set(TAG_CATEGORIES));
  });

  it('gives every tag a unique positive whole id and a unique name (whatever the case)', () => {
    expect(TAXONOMY.filter((tag) => !Number.isInteger(tag.id) || tag.id < 1)).toEqual([]);
    expect(new Set(TAXONOMY.map((tag) => tag.id)).size).toBe(TAXONOMY.length);
    expect(new Set(TAXONOMY.map((tag) => tag.name.toLowerCase())).size).toBe(TAXONOMY.length);
  });

  it('has names without outer spaces, at most 40 characters', () => {
    expect(TAXONOMY.filter((tag) => tag.name !== tag.name.trim() || tag.name.length === 0 || tag.name.length > 40)).toEqual([]);
  });

  it('keeps the ids of the first tags for ever', () => {
    expect(TAXONOMY.slice(0, 5)).toEqual([
      { id: 1, name: 'Pop', category: 'genre' },
      { id: 2, name: 'Rock', category: 'genre' },
      { id: 3, name: 'Hip Hop', category: 'genre' },
      { id: 4, name: 'Chill', category: 'mood' },
      { id: 5, name: 'Guitar', category: 'instrument' },
    ]);
  });

  it('has tempo bands with their BPM ranges', () => {
    expect(TAXONOMY.filter((tag) => tag.category === 'tempo').map((tag) => tag.name)).toContain('Slow (60-80 BPM)');
  });
});
