import { type FormEvent, useState } from 'react';
import { serverMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { stoppedByErrors } from '../../components/form-errors';
import { TextAreaField, TextField } from '../../components/form-fields';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { SONG_DESCRIPTION_MAX_LENGTH } from '../../constants';
import { TagPicker } from '../tags';
import { AiDescriptionButton, canGenerateDescription } from './ai-description-button';
import { PlatformSelector } from './platform-selector';
import { SONG_PLATFORMS } from './song-display';
import {
  type SongFormErrors,
  type SongFormValues,
  emptySongValues,
  platformWithInvalidUrl,
  songRequestOf,
  songValuesOf,
  validateSong,
} from './song-form-values';
import { type Song, songWasDeleted, useAddSongMutation, useUpdateSongMutation } from './songs.api';

export interface SongFormProps {
  /** The song to edit, or null to add one. */
  song: Song | null;
  aiDescriptionNeedsTags: boolean;
  onDone: () => void;
}

function useSaveSong(song: Song | null) {
  const [addSong, added] = useAddSongMutation();
  const [updateSong, updated] = useUpdateSongMutation();
  const save = (values: SongFormValues) => {
    const request = songRequestOf(values);
    return song ? updateSong({ songId: song.id, songDetailsRequest: request }) : addSong(request);
  };
  return { save, isSaving: added.isLoading || updated.isLoading };
}

const COPY = {
  add: { submit: 'Add Song', pending: 'Adding…', done: 'Song added successfully!', doneDescription: (title: string) => `“${title}” is in your songs.`, failed: 'Failed to add song' },
  edit: { submit: 'Save Changes', pending: 'Saving…', done: 'Song updated successfully!', doneDescription: (title: string) => `Your changes to “${title}” are saved.`, failed: 'Failed to update song' },
} as const;

/** The Add Song / Edit Song form (spec 2.6, 5). */
export function SongForm({ song, aiDescriptionNeedsTags, onDone }: SongFormProps) {
  const [values, setValues] = useState<SongFormValues>(() => (song ? songValuesOf(song) : emptySongValues));
  const [errors, setErrors] = useState<SongFormErrors>({});
  const { save, isSaving } = useSaveSong(song);
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const copy = COPY[song ? 'edit' : 'add'];
  const urlField = SONG_PLATFORMS.find(({ platform }) => platform === values.platform) ?? SONG_PLATFORMS[0];

  /** Sets a value and clears the message about it until the next submit. */
  function update<Field extends keyof SongFormValues>(field: Field, value: SongFormValues[Field], messageField: keyof SongFormErrors) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [messageField]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const validationErrors = validateSong(values);
    setErrors(validationErrors);
    if (stoppedByErrors(event, validationErrors)) {
      // The URL message is about the platform shown: show the one whose URL is wrong.
      const invalidPlatform = platformWithInvalidUrl(values.urls);
      if (invalidPlatform) setValues((current) => ({ ...current, platform: invalidPlatform }));
      return;
    }
    const result = await save(values);
    if (song && songWasDeleted(result.error)) {
      showToast({ title: 'No song to edit', description: `“${song.title}” has been deleted, so your changes were not saved.`, tone: 'error' });
      onDone();
      return;
    }
    if (result.error) {
      showFailureToast(result.error, { title: copy.failed, description: serverMessage(result.error) ?? 'Please try again.' });
      return;
    }
    showToast({ title: copy.done, description: copy.doneDescription(result.data.title), tone: 'success' });
    onDone();
  }

  const aiHint = aiDescriptionNeedsTags ? 'Add a title and at least one tag to generate a description with AI.' : 'Add a title to generate a description with AI.';
  return (
    <form noValidate onSubmit={handleSubmit} className="grid gap-4">
      <TextField label="Title" value={values.title} onChange={(title) => update('title', title, 'title')} error={errors.title} />
      <PlatformSelector value={values.platform} onChange={(platform) => update('platform', platform, 'url')} />
      <TextField
        label={`${urlField.label} URL`}
        type="url"
        inputMode="url"
        placeholder="https://… (optional)"
        value={values.urls[urlField.field]}
        onChange={(url) => update('urls', { ...values.urls, [urlField.field]: url }, 'url')}
        error={errors.url}
      />
      <TagPicker label="Tags (1 to 10)" selectedIds={values.tagIds} onChange={(tagIds) => update('tagIds', tagIds, 'tagIds')} error={errors.tagIds} />
      <TextAreaField
        label="Description"
        rows={4}
        value={values.description}
        onChange={(description) => update('description', description, 'description')}
        error={errors.description}
        hint={canGenerateDescription(values, aiDescriptionNeedsTags) ? undefined : aiHint}
        maxLength={SONG_DESCRIPTION_MAX_LENGTH}
        labelAside={<AiDescriptionButton values={values} needsTags={aiDescriptionNeedsTags} onGenerated={(description) => update('description', description, 'description')} />}
      />
      <TextField
        label="Duration (m:ss)"
        inputMode="numeric"
        placeholder="3:45"
        hint="Optional: minutes and seconds, or seconds."
        value={values.duration}
        onChange={(duration) => update('duration', duration, 'duration')}
        error={errors.duration}
      />
      {/* Pinned to the bottom edge of the dialog: -bottom-4 cancels the scroll area's bottom padding. */}
      <div className="sticky -bottom-4 -mx-5 -mb-4 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="artist" disabled={isSaving}>
          {isSaving ? copy.pending : copy.submit}
        </Button>
      </div>
    </form>
  );
}
