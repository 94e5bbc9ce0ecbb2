#!/usr/bin/env node
// A server app composes feature packages and picks a transport. Over stdio
// nothing but protocol reaches stdout; logs go to stderr.
//   node dist/main.js                         stdio
//   node dist/main.js --http [--port N] [--host H] [--stateless]
//                                             Streamable HTTP (PORT env or 3000; 0 = any free port);
//                                             prints "listening on <url>" to stderr
import { feature as notes, noteErrors } from '@mcp-codegen-samples/notes';
import { serve } from '@mcp-codegen/runtime';

const args = process.argv.slice(2);
const option = (name: string): string | undefined => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
// noteErrors: the store's NoteNotFound reaches clients as a tool error or resource-not-found.
const info = { name: 'notes-server', version: '0.1.0', errorFilters: [noteErrors] };

if (args.includes('--http')) {
  const running = await serve([notes], {
    ...info,
    transport: 'http',
    http: {
      port: Number(option('--port') ?? process.env.PORT ?? 3000),
      host: option('--host') ?? '127.0.0.1',
      sessions: !args.includes('--stateless'),
    },
  });
  process.stderr.write(`listening on ${running.url}\n`);
  const stop = () => void running.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} else {
  await serve([notes], { ...info, transport: 'stdio' });
}
