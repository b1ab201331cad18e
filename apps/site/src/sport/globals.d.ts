/** Set by vite.config.ts from SPORTSBOOK_SCRIPT_URL (absent in unit tests). */
declare const __SPORTSBOOK_SCRIPT_URL__: string | undefined;
