// A minimal newline-JSON MCP client over a spawned server's stdio. It is raw
// on purpose: the harness must cost little CPU, and it times every request.
import { spawn } from 'node:child_process';

export class StdioClient {
  /** Spawns `node <script> stdio <toolCount>`; `spawnedAt` is the cold-start origin. */
  constructor(script, toolCount) {
    this.spawnedAt = performance.now();
    this.child = spawn(process.execPath, [script, 'stdio', String(toolCount)], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.pid = this.child.pid;
    this.nextId = 1;
    this.pending = new Map();
    this.buffer = '';
    this.stderr = '';
    this.exited = new Promise((resolve) => this.child.on('exit', (code, signal) => resolve({ code, signal })));
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk) => this.onData(chunk));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk) => (this.stderr = (this.stderr + chunk).slice(-4000)));
    this.exited.then(({ code, signal }) => {
      for (const { reject } of this.pending.values()) reject(new Error(`server exited (${code ?? signal}) with requests pending: ${this.stderr}`));
      this.pending.clear();
    });
  }

  onData(chunk) {
    const lines = (this.buffer + chunk).split('\n');
    this.buffer = lines.pop();
    const now = performance.now();
    for (const line of lines) {
      if (!line) continue;
      const message = JSON.parse(line);
      const waiter = this.pending.get(message.id);
      if (!waiter) continue; // a notification, or a reply to nothing we sent
      this.pending.delete(message.id);
      waiter.resolve({ message, ms: now - waiter.sentAt, bytes: Buffer.byteLength(line), at: now });
    }
  }

  /** Sends a request; resolves with { message, ms (latency), bytes, at }. */
  request(method, params) {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, sentAt: performance.now() });
      this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
    });
  }

  notify(method, params) {
    this.child.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method, ...(params ? { params } : {}) })}\n`);
  }

  /** The 2025 handshake; returns the initialize reply. */
  async initialize() {
    const reply = await this.request('initialize', {
      protocolVersion: '2025-06-18',
      capabilities: {},
      clientInfo: { name: 'mcp-codegen-bench', version: '0.0.0' },
    });
    if (!reply.message.result?.protocolVersion) throw new Error(`initialize failed: ${JSON.stringify(reply.message)}`);
    this.notify('notifications/initialized');
    return reply;
  }

  /** Ends stdin and waits for the exit; kills the server if it lingers. */
  async close() {
    this.child.stdin.end();
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 3000);
    await this.exited;
    clearTimeout(timer);
  }
}
