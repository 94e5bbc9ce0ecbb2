// The raw floor: a newline-JSON loop on stdin/stdout, or a bare node:http handler.
import { createServer } from 'node:http';
import { floorHandler, handleText } from './floor-handler.mjs';
import { announcePort, HOST, serverArgs } from './server-args.mjs';

const { transport, toolCount } = serverArgs();
const handle = floorHandler(toolCount);

if (transport === 'stdio') {
  // Every reply produced from one stdin chunk leaves in one write, as a careful
  // hand-written server does (and as ../shared/bench's floor does).
  let pending = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    let out = '';
    for (const line of lines) {
      const reply = line && handleText(handle, line);
      if (reply) out += `${reply}\n`;
    }
    if (out) process.stdout.write(out);
  });
  process.stdin.on('end', () => process.exit(0));
} else {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const out = handleText(handle, Buffer.concat(chunks).toString('utf8'));
      if (out === undefined) res.writeHead(202).end();
      else res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(out) }).end(out);
    });
  });
  server.listen(0, HOST, () => announcePort(server.address().port));
}
