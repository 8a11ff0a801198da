import { ModalDialog } from '../../components/modal-dialog';
import { PlaylistForm, type PlaylistFormProps } from './playlist-form';

/** The Create Playlist and Edit Playlist dialogs; loaded on demand, mounted only while open. */
export function PlaylistFormDialog(props: PlaylistFormProps) {
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && props.onDone()}
      title={props.playlist ? 'Edit Playlist' : 'Create Playlist'}
      description={props.playlist ? 'Change the playlist’s details, prices and tags.' : 'Tag your playlist so that matching songs find their way to you.'}
    >
      <PlaylistForm {...props} />
    </ModalDialog>
  );
}
