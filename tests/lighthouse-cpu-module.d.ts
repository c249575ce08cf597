declare module '*/lighthouse-cpu.mjs' {
  export const DEFAULT_MULTIPLIER: number;
  export const REFERENCE_INDEX: number;
  export function cpuMultiplierFor(index: number): number;
}
