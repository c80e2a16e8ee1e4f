// One jest for the whole workspace: `unit` runs next-to-the-code tests, `server` runs the
// HTTP suites against a real database (PGlite, or PostgreSQL when DATABASE_URL is set).
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
      moduleNameMapper: { '^@ant-design/icons$': '<rootDir>/packages/testing/icons-stub.ts' },
      testMatch: ['<rootDir>/{host,remote-*,packages/shared,packages/ui,packages/console-server}/**/*.test.ts?(x)'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/packages/server/**/*.test.ts'],
    },
  ],
};
