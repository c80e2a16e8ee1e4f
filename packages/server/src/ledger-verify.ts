// `pnpm ledger:verify`: audits the wallet ledger of the database the server uses (DATABASE_URL,
// else DATA_DIR / ./data, as src/main.ts) and exits 1 listing every failure. See
// src/modules/billing/ledger-check.ts for what is proven.
import { createDatabase } from './db/client';
import { checkLedger, ledgerSummary } from './modules/billing/ledger-check';

const target = process.env.DATABASE_URL || process.env.DATA_DIR || './data';
const database = await createDatabase(target);
try {
  const report = await checkLedger((text, params) => database.query(text, params));
  for (const f of report.failures) console.error(`FAIL ${f}`);
  console.log(ledgerSummary(report));
  process.exitCode = report.failures.length ? 1 : 0;
} finally {
  await database.close();
}
