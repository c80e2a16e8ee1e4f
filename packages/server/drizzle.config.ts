import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @console/server db:generate` writes SQL migrations into ./drizzle (committed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
