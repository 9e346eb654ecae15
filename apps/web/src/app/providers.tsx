import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { COLOR_SCHEME_OPTIONS, theme } from '@/app/theme';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { AccessibilityProvider } from '@/features/accessibility/accessibility-provider';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider
      theme={theme}
      defaultMode={COLOR_SCHEME_OPTIONS.defaultMode}
      modeStorageKey={COLOR_SCHEME_OPTIONS.modeStorageKey}
      colorSchemeStorageKey={COLOR_SCHEME_OPTIONS.colorSchemeStorageKey}
    >
      <CssBaseline enableColorScheme />
      <AccessibilityProvider>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <AuthProvider>{children}</AuthProvider>
          </ToastProvider>
        </QueryClientProvider>
      </AccessibilityProvider>
    </ThemeProvider>
  );
}
