import { serverMessage } from '../../api/api-error';
import { Button } from '../../components/button';
import { SparklesIcon } from '../../components/action-icons';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { useGetTagsQuery } from '../tags';
import type { SongFormValues } from './song-form-values';
import { useGenerateSongDescriptionMutation } from './songs.api';

interface AiDescriptionButtonProps {
  values: SongFormValues;
  /** Spec 2.6: the dashboard's form needs a tag too; the profile page's only a title. */
  needsTags: boolean;
  onGenerated: (description: string) => void;
}

export function canGenerateDescription(values: SongFormValues, needsTags: boolean): boolean {
  return values.title.trim() !== '' && (!needsTags || values.tagIds.length > 0);
}

/** "AI Generate Description": writes the description from the title, the tags and what is there already. */
export function AiDescriptionButton({ values, needsTags, onGenerated }: AiDescriptionButtonProps) {
  const [generate, { isLoading }] = useGenerateSongDescriptionMutation();
  const { data: tags = [] } = useGetTagsQuery();
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const ready = canGenerateDescription(values, needsTags);

  async function handleClick() {
    const result = await generate({
      title: values.title.trim(),
      spotifyUrl: values.urls.spotifyUrl.trim() || null,
      tags: tags.filter((tag) => values.tagIds.includes(tag.id)).map((tag) => tag.name),
      existingDescription: values.description.trim() || null,
    });
    if (result.error) {
      showFailureToast(result.error, { title: 'Failed to generate description', description: serverMessage(result.error) ?? 'Please try again.' });
      return;
    }
    onGenerated(result.data.description);
    showToast({ title: 'AI Description Generated', description: 'Read it through and make it your own before saving.', tone: 'success' });
  }

  return (
    <Button
      variant="secondary"
      className="min-h-8 px-2.5 py-1 text-xs"
      disabled={!ready || isLoading}
      onClick={() => void handleClick()}
    >
      <SparklesIcon className="size-4 text-artist" />
      {isLoading ? 'Generating...' : 'AI Generate Description'}
    </Button>
  );
}
