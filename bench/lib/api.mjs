// API throughput: autocannon against one running API server, routes alternating round by round so
// drift of the shared machine spreads over all of them. Latency percentiles are exact (every
// response time is kept), not autocannon's histogram buckets (it has no p95).
import { createRequire } from 'node:module';
import { median, percentile, ratio } from './stats.mjs';

const require = createRequire(import.meta.url);
const autocannon = require('autocannon');

function once({ url, method = 'GET', headers = {}, body, connections, duration }) {
  return new Promise((resolve, reject) => {
    const times = [];
    const errorKinds = {};
    const instance = autocannon({ url, method, headers, body, connections, duration }, (err, result) =>
      err ? reject(err) : resolve({ result, times, errorKinds }),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
    instance.on('reqError', (e) => {
      const kind = e?.code ?? e?.message ?? String(e);
      errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
    });
  });
}

/**
 * @param {object} o
 * @param {string} o.base             http://127.0.0.1:<port>
 * @param {{name:string, path:string, method?:string, headers?:object, body?:string}[]} o.routes
 * @param {number} o.rounds           alternating rounds (A B C … A B C …)
 * @param {number} o.duration         seconds per route per round
 * @param {number} o.connections
 * @param {string} o.bare             name of the route the others are compared with
 */
export async function measureApi({ base, routes, rounds, duration, connections, bare, log = () => {} }) {
  const samples = Object.fromEntries(
    routes.map((r) => [r.name, { rps: [], times: [], non2xx: 0, errors: 0, errorKinds: {} }]),
  );
  for (let round = 1; round <= rounds; round++) {
    for (const r of routes) {
      const { result, times, errorKinds } = await once({
        url: base + r.path,
        method: r.method,
        headers: r.headers,
        body: r.body,
        connections,
        duration,
      });
      const s = samples[r.name];
      s.rps.push(result.requests.average);
      for (const t of times) s.times.push(t); // no spread: a bare round has 100k+ responses
      s.non2xx += result.non2xx;
      s.errors += result.errors; // autocannon counts timeouts among errors too
      for (const [k, n] of Object.entries(errorKinds)) s.errorKinds[k] = (s.errorKinds[k] ?? 0) + n;
      const errs = result.errors ? `, errors ${result.errors} ${JSON.stringify(errorKinds)}` : '';
      log(
        `  round ${round}/${rounds} ${r.name}: ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}${errs}`,
      );
    }
  }
  const out = {};
  for (const r of routes) {
    const s = samples[r.name];
    out[r.name] = {
      path: r.path,
      method: r.method ?? 'GET',
      rounds: s.rps,
      rps: median(s.rps),
      p50: percentile(s.times, 50),
      p95: percentile(s.times, 95),
      p99: percentile(s.times, 99),
      responses: s.times.length,
      non2xx: s.non2xx,
      errors: s.errors,
      errorKinds: s.errorKinds,
    };
  }
  for (const r of routes) out[r.name].ratioToBare = ratio(out[r.name].rps, out[bare].rps);
  return out;
}
