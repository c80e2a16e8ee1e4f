// One jest for the whole workspace: `unit` runs next-to-the-code tests, `server` runs the API
// suites against a real database (PGlite, or PostgreSQL when DATABASE_URL is set), with the app in
// the test's own process: the server is ESM, so its project compiles with esbuild to CommonJS and
// hands jest CommonJS copies of ESM-only dependencies (packages/testing/esm-*.cjs).
const tsJest = [
  'ts-jest',
  {
    tsconfig: {
      module: 'CommonJS',
      moduleResolution: 'Node10',
      jsx: 'react-jsx',
      esModuleInterop: true,
      isolatedModules: true,
      verbatimModuleSyntax: false,
    },
  },
];
const common = {
  transform: { '^.+\\.tsx?$': tsJest },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  // what the build preset's DefinePlugin injects
  globals: { __APP_VERSION__: '0.0.0-test' },
};
export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/packages/testing/jsdom-setup.ts'],
      setupFilesAfterEnv: ['<rootDir>/packages/testing/shell-setup.ts'],
      moduleNameMapper: {
        '^@ant-design/icons$': '<rootDir>/packages/testing/icons-stub.ts',
        // antd's barrel loads every component; this one loads what the test reads (antd-lazy.cjs)
        '^antd$': '<rootDir>/packages/testing/antd-lazy.cjs',
      },
      testMatch: ['<rootDir>/{host,remote-*,packages/shared,packages/ui,packages/console-server}/**/*.test.ts?(x)'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: '<rootDir>/packages/testing/server-environment.cjs',
      transform: {
        '^.+\\.ts$': '<rootDir>/packages/testing/esm-transform.cjs',
        '/@electric-sql/pglite/.+\\.c?js$': '<rootDir>/packages/testing/esm-transform.cjs',
      },
      transformIgnorePatterns: ['^(?!.*/@electric-sql/pglite/).*/node_modules/'],
      resolver: '<rootDir>/packages/testing/esm-resolver.cjs',
      moduleFileExtensions: ['ts', 'js', 'cjs', 'json'],
      testMatch: ['<rootDir>/packages/server/**/*.test.ts'],
    },
  ],
};
