// The production tests: they run the built server as separate processes (after `npm run build`).
import base from './jest.config.js';

export default {
  ...base,
  roots: ['<rootDir>/tests/production'],
  // The base config ignores tests/production (they need the build); here they are the point.
  testPathIgnorePatterns: ['/node_modules/'],
  testTimeout: 900_000,
  maxWorkers: 1,
};
