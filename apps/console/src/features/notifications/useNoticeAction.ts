import { NOTICES_MESSAGES as text } from '@switchboard/domain';
import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { errorText } from '../../common/errorText';
import { notifyError, notifySuccess } from './notificationsSlice';

/**
 * Runs a Notices write and reports it in the snackbar: `success` when given, the server's error
 * otherwise. Resolves whether it worked, so a form closes only after a save that landed.
 */
export function useNoticeAction() {
  const dispatch = useAppDispatch();
  return useCallback(
    async (run: () => Promise<unknown>, success?: string): Promise<boolean> => {
      try {
        await run();
        if (success) dispatch(notifySuccess(success));
        return true;
      } catch (error) {
        dispatch(notifyError(text.failed(errorText(error as never, String(error)))));
        return false;
      }
    },
    [dispatch],
  );
}
