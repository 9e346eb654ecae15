import type { TUser } from '@venue/shared/accounts/user.schema';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { pageHasThemeVars } from '@/app/prerendered-styles';
import { COLOR_SCHEME_OPTIONS, theme } from '@/app/theme';
import { ToastProvider } from '@/components/feedback/toast-provider';
import { AccessibilityProvider } from '@/features/accessibility/accessibility-provider';
import { AuthProvider } from '@/lib/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';

interface TProvidersProps {
  children: ReactNode;
  /** One already holding the data a server-rendered page was drawn with; else a new one. */
  queryClient?: QueryClient;
  /** The signed-in person a server-rendered page was drawn for: the session starts confirmed, as the page shows it. */
  sessionUser?: TUser | null;
}

export function Providers({ children, queryClient: given, sessionUser = null }: TProvidersProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <ThemeProvider
      theme={theme}
      defaultMode={COLOR_SCHEME_OPTIONS.defaultMode}
      modeStorageKey={COLOR_SCHEME_OPTIONS.modeStorageKey}
      colorSchemeStorageKey={COLOR_SCHEME_OPTIONS.colorSchemeStorageKey}
      // The stored mode is read in the first render. Without this MUI re-renders the provider once hydrated, and
      // that synchronous render (with every prerendered section not yet hydrated) is a long task on a phone.
      // Safe: colours come from CSS variables (set before paint), and nothing prerendered shows the mode itself.
      noSsr
      // Built pages carry the theme's variables in their HTML (scripts/prerender.ts); generating them again is work.
      disableStyleSheetGeneration={pageHasThemeVars()}
    >
      <CssBaseline enableColorScheme />
      <AccessibilityProvider>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <AuthProvider sessionUser={sessionUser}>{children}</AuthProvider>
          </ToastProvider>
        </QueryClientProvider>
      </AccessibilityProvider>
    </ThemeProvider>
  );
}
