import { type FormEvent, type ReactNode, useState } from 'react';
import { serverMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { stoppedByErrors } from '../../components/form-errors';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/form-fields';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { TagPicker } from '../tags';
import {
  PLATFORM_LABELS,
  type PlaylistFormErrors,
  type PlaylistFormValues,
  TAGS_REQUIRED,
  emptyPlaylistValues,
  playlistRequestOf,
  playlistValuesOf,
  validatePlaylist,
} from './playlist-form-values';
import { type Playlist, type PlaylistPlatform, useCreatePlaylistMutation, useUpdatePlaylistMutation } from './playlists.api';

export interface PlaylistFormProps {
  /** The playlist to edit, or null to create one. */
  playlist: Playlist | null;
  onDone: () => void;
}

const PLATFORM_OPTIONS = Object.entries(PLATFORM_LABELS).map(([value, label]) => ({ value: value as PlaylistPlatform, label }));

const COPY = {
  create: { submit: 'Create Playlist', pending: 'Creating…', done: 'Playlist created successfully!', failed: 'Failed to create playlist' },
  edit: { submit: 'Save Changes', pending: 'Saving…', done: 'Playlist updated successfully!', failed: 'Failed to update playlist' },
} as const;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="grid min-w-0 gap-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-bold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function useSavePlaylist(playlist: Playlist | null) {
  const [createPlaylist, created] = useCreatePlaylistMutation();
  const [updatePlaylist, updated] = useUpdatePlaylistMutation();
  const save = (values: PlaylistFormValues) => {
    const request = playlistRequestOf(values);
    return playlist ? updatePlaylist({ id: playlist.id, playlistRequest: request }) : createPlaylist(request);
  };
  return { save, isSaving: created.isLoading || updated.isLoading };
}

/** The Create Playlist / Edit Playlist form in the spec's three sections (spec 2.6, 5). */
export function PlaylistForm({ playlist, onDone }: PlaylistFormProps) {
  const [values, setValues] = useState<PlaylistFormValues>(() => (playlist ? playlistValuesOf(playlist) : emptyPlaylistValues));
  const [errors, setErrors] = useState<PlaylistFormErrors>({});
  const { save, isSaving } = useSavePlaylist(playlist);
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const copy = COPY[playlist ? 'edit' : 'create'];

  const setField =
    <Field extends keyof PlaylistFormValues>(field: Field) =>
    (value: PlaylistFormValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validationErrors = validatePlaylist(values);
    setErrors(validationErrors);
    if (values.tagIds.length === 0) showToast({ ...TAGS_REQUIRED, tone: 'error' });
    if (stoppedByErrors(event, validationErrors)) return;
    const result = await save(values);
    if (result.error) {
      showFailureToast(result.error, { title: copy.failed, description: serverMessage(result.error) ?? 'Please try again.' });
      return;
    }
    showToast({ title: copy.done, description: `“${result.data.name}” is in your playlists.`, tone: 'success' });
    onDone();
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-5">
      <FormSection title="Basic Information">
        <TextField label="Playlist name" value={values.name} onChange={setField('name')} error={errors.name} />
        <TextAreaField label="Description" rows={3} value={values.description} onChange={setField('description')} error={errors.description} hint="What plays here, and what you look for in a submission." />
        <SelectField label="Platform" value={values.platform} options={PLATFORM_OPTIONS} onChange={setField('platform')} error={errors.platform} />
      </FormSection>
      <FormSection title="Playlist Details">
        <TextField label="Playlist URL" type="url" inputMode="url" placeholder="https://…" value={values.playlistUrl} onChange={setField('playlistUrl')} error={errors.playlistUrl} />
        <TextField label="Cover image URL (optional)" type="url" inputMode="url" placeholder="https://…" value={values.coverImageUrl} onChange={setField('coverImageUrl')} error={errors.coverImageUrl} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Followers" inputMode="numeric" value={values.followerCount} onChange={setField('followerCount')} error={errors.followerCount} />
          <TextField label="Tracks (optional)" inputMode="numeric" value={values.trackCount} onChange={setField('trackCount')} error={errors.trackCount} />
          <TextField label="Review price (VC)" inputMode="numeric" value={values.reviewPrice} onChange={setField('reviewPrice')} error={errors.reviewPrice} />
          <TextField label="Placement price (VC)" inputMode="numeric" value={values.placementPrice} onChange={setField('placementPrice')} error={errors.placementPrice} />
        </div>
        <CheckboxField
          label="Accepting submissions"
          hint="When off, the playlist shows as Closed and is not matched with songs."
          checked={values.acceptingSubmissions}
          onChange={setField('acceptingSubmissions')}
        />
      </FormSection>
      <FormSection title="Genres & Tags">
        <TagPicker label="Tags (1 to 10)" selectedIds={values.tagIds} onChange={setField('tagIds')} error={errors.tagIds} />
      </FormSection>
      {/* Pinned to the bottom edge of the dialog: -bottom-4 cancels the scroll area's bottom padding. */}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="curator" disabled={isSaving}>
          {isSaving ? copy.pending : copy.submit}
        </Button>
      </div>
    </form>
  );
}
