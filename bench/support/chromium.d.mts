// Types of chromium.mjs for the e2e configuration, which is TypeScript.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
