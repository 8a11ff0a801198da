import { useCallback } from 'react';
import { isApiError } from '../../api/api-error';
import { useToast } from './use-toast';

/**
 * Shows a screen's "something failed" toast, unless the failure was an expired session: then
 * the "Authentication Required" toast is already up, and only one toast shows at a time.
 */
export function useFailureToast(): (error: unknown, toast: { title: string; description: string }) => void {
  const showToast = useToast();
  return useCallback(
    (error, { title, description }) => {
      if (isApiError(error) && error.kind === 'http' && error.redirectingToSignIn) return;
      showToast({ title, description, tone: 'error' });
    },
    [showToast],
  );
}
