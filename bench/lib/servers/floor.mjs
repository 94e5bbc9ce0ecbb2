// The raw floor: a newline-JSON loop on stdin/stdout, or a bare node:http handler.
import { createServer } from 'node:http';
import { floorHandler, handleText } from './floor-handler.mjs';
import { announcePort, HOST, serverArgs } from './server-args.mjs';

const { transport, toolCount } = serverArgs();
const handle = floorHandler(toolCount);

if (transport === 'stdio') {
  let pending = '';
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', (chunk) => {
    const lines = (pending + chunk).split('\n');
    pending = lines.pop();
    for (const line of lines) {
      const out = line && handleText(handle, line);
      if (out) process.stdout.write(`${out}\n`);
    }
  });
} else {
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const out = handleText(handle, Buffer.concat(chunks).toString('utf8'));
      if (out === undefined) res.writeHead(202).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end(out);
    });
  });
  server.listen(0, HOST, () => announcePort(server.address().port));
}
