/**
 * One jest run for every package and app. Tests are TypeScript compiled by @swc/jest
 * (same compiler as the webpack build); the DOM is jsdom with Node's fetch/Request/AbortController
 * exposed (jest-fixed-jsdom), so RTK Query's fetchBaseQuery runs unmodified and tests replace
 * only `fetch` itself, the network boundary.
 */
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'jest-fixed-jsdom',
  roots: ['<rootDir>/packages', '<rootDir>/apps'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // A few antd dependencies ship ES modules only; compile those like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(@ant-design/colors|@ant-design/fast-color)/)'],
  // antd's animations and RTK's timers make a full suite slow on 2 shared cores (beside the Rust
  // build a test with a few waits has taken over 20 s).
  testTimeout: 60000,
};
