// Server CPU and memory straight from /proc, for a process and everything it
// started: client and server share the cores, so throughput alone misleads.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

function read(path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined; // the process is gone
  }
}

/** The pid and all its descendants, via /proc/<pid>/task/<tid>/children. */
export function processTree(pid) {
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) {
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${tree[i]}/task`);
    } catch {
      continue;
    }
    for (const tid of tasks) {
      const children = read(`/proc/${tree[i]}/task/${tid}/children`);
      if (children) tree.push(...children.trim().split(/\s+/).filter(Boolean).map(Number));
    }
  }
  return tree;
}

/** utime + stime of one process, in milliseconds (fields 14 and 15 of /proc/<pid>/stat). */
function processCpuMs(pid) {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU milliseconds used so far by a process tree. */
export function treeCpuMs(pid) {
  return processTree(pid).reduce((sum, p) => sum + processCpuMs(p), 0);
}

/** Resident set size of a process tree, in bytes. */
export function treeRssBytes(pid) {
  return processTree(pid).reduce((sum, p) => {
    const match = /VmRSS:\s+(\d+) kB/.exec(read(`/proc/${p}/status`) ?? '');
    return sum + (match ? Number(match[1]) * 1024 : 0);
  }, 0);
}

export const cpuTickMs = 1000 / TICKS_PER_SECOND;
