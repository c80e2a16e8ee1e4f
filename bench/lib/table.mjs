// Plain-text and Markdown rendering of the results table (one row per measurement).
//   row: { part, metric, value, unit?, budget?, pass?: true | false | undefined }

export function formatNumber(v, digits = 1) {
  if (typeof v === 'string') return v;
  if (!Number.isFinite(v)) return '—';
  return Math.abs(v) >= 100 ? Math.round(v).toLocaleString('en-US') : v.toFixed(digits);
}

const verdict = (pass) => (pass === true ? 'pass' : pass === false ? 'MISS' : '');

function cells(rows) {
  return rows.map((r) => [
    r.part,
    r.metric,
    `${formatNumber(r.value, r.digits)}${r.unit ? ` ${r.unit}` : ''}`,
    r.budget ?? '',
    verdict(r.pass),
  ]);
}

const HEAD = ['part', 'measurement', 'value', 'budget', 'verdict'];

export function textTable(rows) {
  const all = [HEAD, ...cells(rows)];
  const widths = HEAD.map((_, i) => Math.max(...all.map((r) => [...r[i]].length)));
  const line = (r) =>
    r
      .map((c, i) => c + ' '.repeat(widths[i] - [...c].length))
      .join('  ')
      .trimEnd();
  return [line(HEAD), widths.map((w) => '-'.repeat(w)).join('  '), ...cells(rows).map(line)].join('\n');
}

export function markdownTable(rows) {
  const esc = (c) => c.replace(/\|/g, '\\|');
  return [
    `| ${HEAD.join(' | ')} |`,
    `|${HEAD.map(() => '---').join('|')}|`,
    ...cells(rows).map((r) => `| ${r.map(esc).join(' | ')} |`),
  ].join('\n');
}
