import type { DemoProject } from '../types';

export function seedProjects(_now: Date): DemoProject[] {
  return [];
}
