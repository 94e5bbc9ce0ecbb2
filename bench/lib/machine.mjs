// The machine a run happened on, for RESULTS.md.
import { cpus, freemem, loadavg, totalmem } from 'node:os';

export function describeMachine() {
  const cpu = cpus();
  return {
    cpu: cpu[0]?.model.trim() ?? 'unknown',
    cores: cpu.length,
    memoryGiB: (totalmem() / 1024 ** 3).toFixed(1),
    freeMemoryGiB: (freemem() / 1024 ** 3).toFixed(1),
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
  };
}

export const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(' ');
