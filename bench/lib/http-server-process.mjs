// Spawns `node <script> http <toolCount>` and waits for the port it announces.
import { spawn } from 'node:child_process';

export class SkipError extends Error {}

export function startHttpServer(script, toolCount) {
  const child = spawn(process.execPath, [script, 'http', String(toolCount)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  const port = new Promise((resolve, reject) => {
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const newline = out.indexOf('\n');
      if (newline !== -1) resolve(JSON.parse(out.slice(0, newline)).port);
    });
    exited.then((code) => {
      if (code === 3) reject(new SkipError(stderr.trim()));
      else reject(new Error(`HTTP server exited (${code}) before listening: ${stderr}`));
    });
  });
  return {
    pid: child.pid,
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
