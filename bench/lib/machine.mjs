// The machine a result was measured on (results are only comparable within one run).
import fs from 'node:fs';
import os from 'node:os';

export function machine() {
  let cpu = os.cpus()[0]?.model ?? 'unknown';
  try {
    cpu = /model name\s*:\s*(.+)/.exec(fs.readFileSync('/proc/cpuinfo', 'utf8'))?.[1]?.trim() ?? cpu;
  } catch {
    // not Linux: os.cpus() is as good as it gets
  }
  return {
    nproc: os.availableParallelism?.() ?? os.cpus().length,
    cpu,
    ramGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    loadAvg: os.loadavg().map((l) => Math.round(l * 100) / 100),
    node: process.version,
  };
}
