/**
 * The engine version stamped into every record. A module of its own (package export `@marshal/core/version`) so the web
 * app's shell can show it without loading the rest of the engine on the start page.
 */
export const ENGINE_VERSION = '0.1.0';
