// `pnpm --filter @console/server company:review -- --enterprise <id> --approve|--reject "<reason>"`:
// the operator's review of an enterprise's pending certification, on the database the server uses
// (DATABASE_URL, else DATA_DIR / ./data, as src/main.ts). Exits 1 with the reason when refused.
import { createDatabase } from './db/client';
import { AppError } from './lib/envelope';
import { reviewCertification, type ReviewDecision } from './modules/company/review';

const USAGE = 'usage: company:review -- --enterprise <id> --approve | --reject "<reason>"';

function parse(argv: string[]): { enterpriseId: number; decision: ReviewDecision; reason: string } {
  const args = argv.filter((a) => a !== '--');
  let enterpriseId = NaN;
  let decision: ReviewDecision | undefined;
  let reason = '';
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--enterprise') enterpriseId = Number(args[++i]);
    else if (a === '--approve') decision = 'approve';
    else if (a === '--reject') {
      decision = 'reject';
      reason = args[++i] ?? '';
    } else throw new Error(`unknown argument ${a}\n${USAGE}`);
  }
  if (!Number.isInteger(enterpriseId) || enterpriseId < 1 || !decision) throw new Error(USAGE);
  return { enterpriseId, decision, reason };
}

const input = (() => {
  try {
    return parse(process.argv.slice(2));
  } catch (e) {
    console.error((e as Error).message);
    process.exit(2);
  }
})();
const database = await createDatabase(process.env.DATABASE_URL || process.env.DATA_DIR || './data');
try {
  const r = await reviewCertification(database.db, { ...input, reviewer: process.env.USER || 'operator' }, new Date());
  console.log(
    `enterprise ${input.enterpriseId}: certification ${r.certification_id} ${input.decision === 'approve' ? 'approved (company_attestation 1, device cap lifted)' : `rejected (company_attestation 4): ${input.reason}`}`,
  );
} catch (e) {
  console.error(e instanceof AppError ? e.message : e);
  process.exitCode = 1;
} finally {
  await database.close();
}
