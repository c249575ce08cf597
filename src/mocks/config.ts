/** How the demo API behaves where it runs: the browser persists and answers with a realistic delay; Node does neither. */
export const demoConfig = { persist: false, latencyMs: 0 };

export function configureDemo(options: Partial<typeof demoConfig>): void {
  Object.assign(demoConfig, options);
}
