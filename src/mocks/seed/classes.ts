import type { DemoClass } from '../types';

export function seedClasses(): DemoClass[] {
  return [];
}
