declare module '*/lighthouse-stats.mjs' {
  export interface Run {
    performance: number;
    lcpMs: number;
    tbtMs: number;
    cls: number;
  }
  export interface Spread {
    median: number;
    min: number;
    max: number;
  }
  export const BAR: { performance: number; lcpMs: number; cls: number };
  export function median(values: number[]): number;
  export function summarize(runs: Run[]): Record<keyof Run, Spread>;
  export function missedBars(summary: Record<keyof Run, Spread>): string[];
  export function splashBeforeStyles(
    requests: {
      debugData: { networkStartTimeTs: number };
      items: { resourceType: string; networkEndTime: number }[];
    },
    metrics: { observedFirstContentfulPaintTs: number },
  ): boolean | undefined;
}
