// API and unit tests: TypeScript through SWC, as native ES modules.
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/tests'],
  testMatch: ['**/*.test.ts'],
  // tests/production runs built servers: `npm run test:production`, after the build.
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/tests/production/'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // jsdom (DOMPurify's window on the server) requires these ES-module-only packages; Jest's CommonJS loader
  // needs them compiled (@swc/jest emits CommonJS when Jest loads a file through require).
  transformIgnorePatterns: [
    '/node_modules/(?!(@asamuzakjp|@csstools|@bramus|@exodus/bytes|css-tree|lru-cache|parse5|entities|tough-cookie)/)',
  ],
  transform: {
    '^.+\\.((t|j)sx?|mjs)$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'es6' },
      },
    ],
  },
  globalSetup: '<rootDir>/tests/helpers/global-setup.ts',
  setupFiles: ['<rootDir>/tests/helpers/password-cost.ts'],
  // Generous: an embedded database migrating on a busy 2-core machine may take over a minute in a beforeAll.
  testTimeout: 120_000,
  maxWorkers: 2,
};
