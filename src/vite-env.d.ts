/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_RAZORPAY_KEY_ID?: string;
  /** A name for this build (a version or commit), shown in System Logs. */
  readonly VITE_RELEASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year the app was built (vite.config.ts `define`): what prerendered HTML shows until the page hydrates. */
declare const __BUILD_YEAR__: number;
