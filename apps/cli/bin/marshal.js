#!/usr/bin/env node
// Runs the TypeScript CLI through tsx, so `npx marshal` works straight after `npm install`.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
