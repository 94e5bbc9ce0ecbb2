import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { watchPackage } from '../src/watch/watch-package.js';
import { removeTemp, tempPackage } from './helpers/temp-package.js';

describe('watch mode and skills/', () => {
  it('reports a change to a SKILL.md, so the next build picks it up', async () => {
    const dir = tempPackage({ 'package.json': '{"name":"w"}', 'src/index.ts': '', 'skills/guide/SKILL.md': '---\nname: guide\ndescription: x\n---\n' });
    const batches: string[][] = [];
    let seen: () => void = () => undefined;
    const changed = new Promise<void>((resolve) => (seen = resolve));
    const watcher = watchPackage(dir, (paths) => {
      batches.push(paths);
      seen();
    });
    try {
      await watcher.ready;
      writeFileSync(join(dir, 'skills/guide/SKILL.md'), '---\nname: guide\ndescription: changed\n---\n');
      await changed;
      expect(batches.flat()).toContain(join(dir, 'skills/guide/SKILL.md'));
    } finally {
      await watcher.close();
      removeTemp(dir);
    }
  });
});
