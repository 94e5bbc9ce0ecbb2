// Drives a server over raw sockets: `count` copies of one request on 16 connections, one at a
// time on each, every answer checked for the sum `add` returns ("5"). Shared by http-wire.mjs and
// http-warmup.mjs, so both measure the same client.
import net from 'node:net';

export function drive(port, count, request) {
  let left = count;
  let done = 0;
  return new Promise((resolve, reject) => {
    for (let c = 0; c < 16; c++) {
      const socket = net.connect(port, '127.0.0.1');
      let text = '';
      const next = () => (left-- > 0 ? socket.write(request) : socket.end());
      socket.on('connect', next);
      socket.on('error', reject);
      socket.on('data', (chunk) => {
        text += chunk.toString('latin1');
        for (;;) {
          const end = text.indexOf('\r\n\r\n');
          if (end < 0) return;
          const length = Number(/content-length: *(\d+)/i.exec(text.slice(0, end))?.[1]);
          if (text.length < end + 4 + length) return;
          if (!text.slice(end + 4, end + 4 + length).includes('"text":"5"')) return reject(new Error(`unexpected answer: ${text.slice(0, end + 4 + length)}`));
          text = text.slice(end + 4 + length);
          if (++done === count) resolve();
          next();
        }
      });
    }
  });
}
