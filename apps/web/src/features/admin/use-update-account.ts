import { useCallback } from 'react';
import { failureMessage } from '../../api/api-error';
import { useFailureToast } from '../../components/toast/use-failure-toast';
import { useToast } from '../../components/toast/use-toast';
import { type AccountChanges, useUpdateAdminUserMutation } from './admin.api';

export type AccountKind = 'artist' | 'curator';

const NOUN: Record<AccountKind, string> = { artist: 'Artist', curator: 'Curator' };

/**
 * Sends an admin's change of one account and says how it went with spec 8's toasts ("Artist
 * updated successfully" / "Failed to update artist" with the server's message). True on success.
 */
export function useUpdateAccount(kind: AccountKind): [(id: string, changes: AccountChanges) => Promise<boolean>, { isLoading: boolean }] {
  const [updateAdminUser, { isLoading }] = useUpdateAdminUserMutation();
  const showToast = useToast();
  const showFailureToast = useFailureToast();
  const update = useCallback(
    async (id: string, changes: AccountChanges) => {
      const result = await updateAdminUser({ id, updateAdminUserRequest: changes });
      if (result.error) {
        const fallback = `Failed to update ${kind}`;
        showFailureToast(result.error, { title: fallback, description: failureMessage(result.error, 'Please try again.') });
        return false;
      }
      showToast({ title: `${NOUN[kind]} updated successfully`, description: 'The changes are saved.', tone: 'success' });
      return true;
    },
    [kind, updateAdminUser, showToast, showFailureToast],
  );
  return [update, { isLoading }];
}
