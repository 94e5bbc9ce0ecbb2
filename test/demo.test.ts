// The README's quick start ends in `npm run demo`: the scripted client session
// must keep passing as the server changes, so the test suite runs it too.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { workspaceRoot } from './workspace-packages';

test('samples/demo.mjs drives the built sample server to the end', async () => {
  const { stdout } = await promisify(execFile)(process.execPath, [join(workspaceRoot, 'samples', 'demo.mjs')], { timeout: 60_000 });
  expect(stdout).toContain('Demo finished: every call answered as expected.');
}, 90_000);
