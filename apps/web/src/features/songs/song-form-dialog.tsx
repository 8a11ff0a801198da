import { ModalDialog } from '../../components/modal-dialog';
import { SongForm, type SongFormProps } from './song-form';

/** The Add Song and Edit Song dialogs; loaded on demand, mounted only while open. */
export function SongFormDialog(props: SongFormProps) {
  return (
    <ModalDialog
      open
      onOpenChange={(open) => !open && props.onDone()}
      title={props.song ? 'Edit Song' : 'Add Song'}
      description={props.song ? 'Change the song’s details, links and tags.' : 'Tag your song so that curators with matching playlists find it.'}
    >
      <SongForm {...props} />
    </ModalDialog>
  );
}
