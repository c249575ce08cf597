// For playwright.config.ts (TypeScript): the types of chromium.mjs.
export declare const CHROMIUM: string;
export declare const CHROMIUM_FLAGS: string[];
