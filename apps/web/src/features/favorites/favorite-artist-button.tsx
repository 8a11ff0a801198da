import { serverMessage } from '../../api/api-error';
import { HeartIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useFavoriteArtistMutation, useListFavoriteArtistsQuery, useUnfavoriteArtistMutation } from './favorites.api';

interface FavoriteArtistButtonProps {
  artist: { id: string; name: string };
  /** "Favorite Artist" on the profile page; "Favorite" on a search card, where the card names the artist. */
  label: string;
  className?: string;
}

/**
 * Adds the artist to the signed-in user's favourites (spec 7, POST /api/favorites/artists) with
 * the spec's toasts: "Artist Favorited", or "Error" / the server's message or "Failed to favorite
 * artist." (spec 8). Pressed, it shows "Favorited" (the user's favourites are read from the server,
 * so it stays so after a reload), and a press takes the artist off again.
 */
export function FavoriteArtistButton({ artist, label, className }: FavoriteArtistButtonProps) {
  const { data: favorites, isFetching } = useListFavoriteArtistsQuery();
  const [favoriteArtist, favoriting] = useFavoriteArtistMutation();
  const [unfavoriteArtist, unfavoriting] = useUnfavoriteArtistMutation();
  const favorited = favorites?.artistIds.includes(artist.id) === true;
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function toggle() {
    if (favorited) {
      const result = await unfavoriteArtist(artist.id);
      if (result.error) showFailureToast(result.error, { title: 'Error', description: serverMessage(result.error) ?? 'Failed to remove artist from favorites.' });
      else showToast({ title: 'Removed from favorites', description: `${artist.name} is no longer one of your favorite artists.`, tone: 'neutral' });
      return;
    }
    const result = await favoriteArtist({ artistId: artist.id });
    if (result.error) showFailureToast(result.error, { title: 'Error', description: serverMessage(result.error) ?? 'Failed to favorite artist.' });
    else showToast({ title: 'Artist Favorited', description: `${artist.name} is now one of your favorite artists.`, tone: 'success' });
  }

  return (
    <Button
      variant="secondary"
      className={className}
      aria-pressed={favorited}
      // While the list is read (again, after a press) the button waits: it shows what the server holds.
      disabled={isFetching || favoriting.isLoading || unfavoriting.isLoading}
      onClick={() => void toggle()}
    >
      <HeartIcon className={`size-4 text-artist ${favorited ? 'fill-current' : ''}`} />
      {favorited ? 'Favorited' : label}
      <span className="sr-only"> {artist.name}</span>
    </Button>
  );
}
