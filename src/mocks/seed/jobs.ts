import type { DemoJob } from '../types';

export function seedJobs(_now: Date): DemoJob[] {
  return [];
}
