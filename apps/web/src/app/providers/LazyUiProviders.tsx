import { lazy } from 'react';

export const loadUiProviders = () => import('./UiProviders.tsx');

/** UiProviders fetched on first use, so the first paint of the shell needs no Mantine code. */
export const LazyUiProviders = lazy(() =>
  loadUiProviders().then((module) => ({ default: module.UiProviders })),
);
