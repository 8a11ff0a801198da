import { useCallback } from 'react';
import { useAppDispatch } from '../../app/store-hooks';
import { type ToastMessage, toastShown } from './toast-slice';

export function useToast(): (toast: Omit<ToastMessage, 'id'>) => void {
  const dispatch = useAppDispatch();
  return useCallback((toast) => dispatch(toastShown(toast)), [dispatch]);
}
