import { useSyncExternalStore } from 'react';
import { readRaw, writeRaw } from './storage';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function readTheme(): Theme {
  return readRaw(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

const listeners = new Set<() => void>();

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  writeRaw(THEME_KEY, theme);
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current theme. Prerendered HTML is light; the remembered choice takes over right after hydration. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme, () => 'light');
}
