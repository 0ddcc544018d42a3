import 'dayjs/locale/ja';
import { useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { cssVariablesResolver, datesSettings, theme } from '../theme.ts';
import { syncedColorSchemeManager } from './color-scheme-manager.ts';

/**
 * Mantine theme, colour scheme and Japanese date settings around whatever uses Mantine: each page,
 * each header popup, the toasts. Loaded lazily (docs/decisions/024); its CSS variables are in
 * theme-variables.css from the start, so the provider does not inject them again.
 */
export function UiProviders({ children }: { children: ReactNode }) {
  const [colorSchemeManager] = useState(syncedColorSchemeManager);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
      withCssVariables={false}
    >
      <DatesProvider settings={datesSettings}>{children}</DatesProvider>
    </MantineProvider>
  );
}
