import { readRaw, writeRaw } from './storage';

export type Theme = 'light' | 'dark';
export const THEME_KEY = 'theme';

export function readTheme(): Theme {
  return readRaw(THEME_KEY) === 'dark' ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  writeRaw(THEME_KEY, theme);
}
