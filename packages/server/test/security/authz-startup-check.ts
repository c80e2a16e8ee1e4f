// The start-up checks of src/access.ts, for authz-matrix.test.ts: what a route without a policy,
// a dev-only route outside dev mode and a production server's dev routes come to.
import Fastify from 'fastify';
import { buildApp, createDatabase } from '../../src/app';
import type { Deps } from '../../src/modules/deps';
import { installAccessControl } from '../../src/modules/auth/guard';

async function refusal(devMode: boolean, method: 'GET' | 'POST', url: string): Promise<string | null> {
  const app = Fastify();
  installAccessControl(app, { devMode } as Deps);
  try {
    app.route({ method, url, handler: async () => ({}) });
    await app.ready();
    return null;
  } catch (e) {
    return (e as Error).message;
  } finally {
    await app.close().catch(() => undefined);
  }
}

/** Each check's outcome: the start-up error's message (null: started), or the status answered. */
export async function startupChecks() {
  const database = await createDatabase('memory://');
  try {
    const production = await buildApp({ db: database.db, devMode: false, docs: false });
    const devRoutes = await production.inject({ method: 'GET', url: '/dev/routes' });
    const smsLast = await production.inject({ method: 'GET', url: '/dev/sms/last?phone=13800000000' });
    await production.close();
    return {
      unpoliced: await refusal(true, 'POST', '/authz/no-policy'),
      devOutsideDevMode: await refusal(false, 'GET', '/dev/sms/last'),
      policed: await refusal(true, 'GET', '/health'),
      productionDevRoutes: devRoutes.statusCode,
      productionSmsLast: smsLast.statusCode,
    };
  } finally {
    await database.close();
  }
}
