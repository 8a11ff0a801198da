import { deciderSpecification } from '#testing';
import type { CatalogMember } from './catalog-member.js';
import { ARTIST_NOT_FOUND, CANNOT_FAVORITE_YOURSELF, favoritesDecider, type FavoriteArtist } from './favorites.decide.js';
import type { FavoriteEvent } from './favorite.events.js';

const spec = deciderSpecification(favoritesDecider);

const artist: CatalogMember = { exists: true, role: 'artist', curatorProfileComplete: false };
const favorite = (member: CatalogMember = artist, artistId = 'a1'): FavoriteArtist => ({ type: 'FavoriteArtist', userId: 'u1', artistId, artist: member });
const favorited = (artistId = 'a1'): FavoriteEvent => ({ type: 'ArtistFavorited', data: { userId: 'u1', artistId } });

describe('favourite artists', () => {
  it('favourites an artist, or a "both" account', () => {
    spec.given([]).when(favorite()).then([favorited()]);
    spec.given([]).when(favorite({ exists: true, role: 'both', curatorProfileComplete: true })).then([favorited()]);
  });

  it('changes nothing for an artist already favourited, and favourites another', () => {
    spec.given([favorited()]).when(favorite()).thenNothingHappens();
    spec.given([favorited()]).when(favorite(artist, 'a2')).then([favorited('a2')]);
  });

  it.each<[string, CatalogMember]>([
    ['a curator', { exists: true, role: 'curator', curatorProfileComplete: true }],
    ['an account without a role', { exists: true, role: null, curatorProfileComplete: false }],
    ['no account', { exists: false }],
  ])('answers "Artist not found" for %s', (_who, member) => {
    spec.given([]).when(favorite(member)).thenRefuses('not_found', ARTIST_NOT_FOUND);
  });

  it('refuses to favourite yourself', () => {
    spec.given([]).when(favorite(artist, 'u1')).thenRefuses('invalid', CANNOT_FAVORITE_YOURSELF);
  });
});
