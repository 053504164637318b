export * from './routes/index';
export * from './store/types';
export { createServer, type MarshalServer, type ServerOptions } from './app';
export { openDatabase, redactUrl, defaultDataDir, type DatabaseOptions, type DatabaseKind, type OpenDatabase } from './db/connect';
export { DrizzleRecordStore } from './store/drizzle-store';
export { LOCAL_USER, type ServerMode } from './auth/session';
export type { User } from './auth/accounts';
export { demoSeeders, runDemoSeeders, type DemoSeeder, type DemoContext } from './demo/index';
export { createTestServer, testBackends, type TestBackend } from './testing';
