// Providers: React Query (in memory: what staff see must be current), the router and the
// toaster (notistack, as the shop's), bottom-centre above the phone's section bar.
import { useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { SnackbarProvider } from 'notistack';
import { ConsoleApiError } from './console-api.ts';
import { createConsoleRouter } from './console-router.tsx';

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A refusal will not change on a retry; the network might.
        retry: (count, error) => count < 2 && error instanceof ConsoleApiError && error.status >= 500,
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  });
}

export function ConsoleApp() {
  const [queryClient] = useState(createConsoleQueryClient);
  const [router] = useState(() => createConsoleRouter(queryClient));
  return (
    <QueryClientProvider client={queryClient}>
      <SnackbarProvider maxSnack={3} autoHideDuration={5000} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} classes={{ containerRoot: 'c-toasts' }}>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>
  );
}
