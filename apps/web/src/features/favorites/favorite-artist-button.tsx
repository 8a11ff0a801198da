import { useState } from 'react';
import { serverMessage } from '../../api/api-error';
import { HeartIcon } from '../../components/action-icons';
import { Button } from '../../components/button';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useFavoriteArtistMutation } from './favorites.api';

interface FavoriteArtistButtonProps {
  artist: { id: string; name: string };
  /** "Favorite Artist" on the profile page; "Favorite" on a search card, where the card names the artist. */
  label: string;
  className?: string;
}

/**
 * Adds the artist to the signed-in user's favourites (spec 7, POST /api/favorites/artists) with
 * the spec's toasts: "Artist Favorited", or "Error" / the server's message or "Failed to favorite
 * artist." (spec 8). Favouriting again is harmless on the server; here the button says it is done.
 */
export function FavoriteArtistButton({ artist, label, className }: FavoriteArtistButtonProps) {
  const [favoriteArtist, { isLoading }] = useFavoriteArtistMutation();
  const [favorited, setFavorited] = useState(false);
  const showToast = useToast();
  const showFailureToast = useFailureToast();

  async function favorite() {
    const result = await favoriteArtist({ artistId: artist.id });
    if (result.error) {
      showFailureToast(result.error, { title: 'Error', description: serverMessage(result.error) ?? 'Failed to favorite artist.' });
      return;
    }
    setFavorited(true);
    showToast({ title: 'Artist Favorited', description: `${artist.name} is now one of your favorite artists.`, tone: 'success' });
  }

  return (
    <Button variant="secondary" className={className} disabled={isLoading || favorited} onClick={() => void favorite()}>
      <HeartIcon className={`size-4 text-artist ${favorited ? 'fill-current' : ''}`} />
      {favorited ? 'Favorited' : label}
      <span className="sr-only"> {artist.name}</span>
    </Button>
  );
}
