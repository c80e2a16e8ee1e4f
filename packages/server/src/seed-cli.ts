// `pnpm --filter @console/server seed`: seeds the demo into DATABASE_URL or DATA_DIR, like the server
// would on its first start. A file of its own: top-level await keeps seed.ts importable as CommonJS.
import { createDatabase } from './db/client';
import { seedDemoIfEmpty } from './seed';

const database = await createDatabase(process.env.DATABASE_URL || process.env.DATA_DIR || './data');
const seeded = await database.exclusive(() => seedDemoIfEmpty(database.db));
console.log(seeded ? 'Demo data seeded.' : 'Database already has an enterprise; only website config ensured.');
await database.close();
