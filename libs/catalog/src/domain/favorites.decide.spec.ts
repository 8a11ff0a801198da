import { deciderSpecification } from '#testing';
import type { CatalogMember } from './catalog-member.js';
import { ARTIST_NOT_FOUND, CANNOT_FAVORITE_YOURSELF, favoritesDecider, type FavoriteArtist } from './favorites.decide.js';
import type { FavoriteEvent } from './favorite.events.js';

const spec = deciderSpecification(favoritesDecider);

// Who acts as an artist is identity's rule (libs/identity/src/contracts/account-roles.spec.ts); catalog gets its answer.
const artist: CatalogMember = { actsAsArtist: true, actsAsCurator: false, choseCuratorRole: false };
const favorite = (member: CatalogMember = artist, artistId = 'a1'): FavoriteArtist => ({ type: 'FavoriteArtist', userId: 'u1', artistId, artist: member });
const favorited = (artistId = 'a1'): FavoriteEvent => ({ type: 'ArtistFavorited', data: { userId: 'u1', artistId } });

describe('favourite artists', () => {
  it('favourites an account that acts as an artist', () => {
    spec.given([]).when(favorite()).then([favorited()]);
  });

  it('changes nothing for an artist already favourited, and favourites another', () => {
    spec.given([favorited()]).when(favorite()).thenNothingHappens();
    spec.given([favorited()]).when(favorite(artist, 'a2')).then([favorited('a2')]);
  });

  it('answers "Artist not found" for an account that does not act as an artist (a curator, no role, no account)', () => {
    spec.given([]).when(favorite({ actsAsArtist: false, actsAsCurator: true, choseCuratorRole: true })).thenRefuses('not_found', ARTIST_NOT_FOUND);
  });

  it('refuses to favourite yourself', () => {
    spec.given([]).when(favorite(artist, 'u1')).thenRefuses('invalid', CANNOT_FAVORITE_YOURSELF);
  });

  it('takes a favourite off, changes nothing for an artist not among them, and favourites again after', () => {
    const unfavorite = { type: 'UnfavoriteArtist', userId: 'u1', artistId: 'a1' } as const;
    const unfavorited: FavoriteEvent = { type: 'ArtistUnfavorited', data: { userId: 'u1', artistId: 'a1' } };
    spec.given([favorited()]).when(unfavorite).then([unfavorited]);
    spec.given([]).when(unfavorite).thenNothingHappens();
    spec.given([favorited(), unfavorited]).when(unfavorite).thenNothingHappens();
    spec.given([favorited(), unfavorited]).when(favorite()).then([favorited()]);
  });
});
