import { useSyncExternalStore } from 'react';
import { createChangeSignal } from '@/lib/storage/change-signal';
import { readRaw, writeRaw } from '@/lib/storage/storage';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function readTheme(): Theme {
  return readRaw(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

const changes = createChangeSignal();

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  writeRaw(THEME_KEY, theme);
  changes.emit();
}

/** The current theme. Prerendered HTML is light; the remembered choice takes over right after hydration. */
export function useTheme(): Theme {
  return useSyncExternalStore(changes.subscribe, readTheme, () => 'light');
}
