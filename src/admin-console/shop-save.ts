// Saving one of the shop's versioned records (Settings' texts, its labels): sent now or kept in
// the console's queue with its version (outbox.ts; a second change made before it was sent goes
// on the version the first one produces); saved, the screen shows the record as the server
// keeps it; a 409 VERSION_CONFLICT says someone else saved meanwhile and reloads theirs; any
// other refusal is the form's problem.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import type { ConsoleApiError } from './console-api.ts';
import { errorText } from './console-error.tsx';
import { sendOrQueue } from './outbox.ts';
import { useConsoleT } from './use-console-t.ts';

export function useShopSave<Body, Answer extends Record<string, unknown>>(opts: {
  /** The admin API's path, and the answer's property holding the record as saved. */
  path: string; record: keyof Answer & string;
  /** The query holding the record. */
  queryKey: QueryKey;
  setProblem: (problem: string | null) => void;
}) {
  const t = useConsoleT();
  const queryClient = useQueryClient();
  const { path, record, queryKey, setProblem } = opts;
  return useMutation({
    mutationFn: (body: Body) => sendOrQueue<Answer>({ path, method: 'put', body, refresh: 'shop', record }),
    onSuccess: (sent) => {
      setProblem(null);
      if (sent.queued) {
        enqueueSnackbar(t('queue.queued'), { variant: 'info' });
        return;
      }
      queryClient.setQueryData(queryKey, sent.data[record]);
      enqueueSnackbar(t('shop.saved'), { variant: 'success' });
    },
    onError: (err) => {
      const e = err as ConsoleApiError;
      if (e.status === 409 && e.code === 'VERSION_CONFLICT') {
        enqueueSnackbar(t('shop.conflict'), { variant: 'error', persist: true });
        void queryClient.invalidateQueries({ queryKey });
      } else setProblem(errorText(t, err));
    },
  });
}
