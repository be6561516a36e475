import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { MainErrorFallback } from '../components/errors/main-error-fallback';
import { AuthProvider } from '../lib/auth/auth-provider';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/react-query';

/**
 * App-wide providers: errors, translations, server cache, auth state (docs/product.md, 'Signing in and out').
 * Toasts: root-layout.tsx.
 */
export function AppProvider({ children, queryClient: given }: { children: ReactNode; queryClient?: QueryClient }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ErrorBoundary fallback={<MainErrorFallback />}>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <AuthProvider>{children}</AuthProvider>
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
