import type { DemoContributor } from '../types';

export function seedContributors(): DemoContributor[] {
  return [];
}
