import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Debian's chromium; CHROMIUM names another binary. */
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Throws (the test fails, it does not skip) when there is no browser to render with. */
export function assertChromium(): void {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium) or set CHROMIUM; this test renders the catalogue in it.`);
}

/** Loads a local file in headless Chromium with no network, sync or profile; returns stdout. */
function run(file: string, extra: string[]): Promise<string> {
  const profile = mkdtempSync(join(tmpdir(), 'mcpg-chromium-'));
  const args = [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--user-data-dir=${profile}`,
    ...extra,
    pathToFileURL(file).href,
  ];
  return new Promise((resolve, reject) => {
    execFile(CHROMIUM, args, { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      rmSync(profile, { recursive: true, force: true });
      if (error) reject(new Error(`chromium failed: ${error.message}\n${stderr}`));
      else resolve(stdout);
    });
  });
}

/** The DOM after the page loaded (and after any script on it ran), serialised. */
export const dumpDom = (file: string): Promise<string> => run(file, ['--dump-dom']);

export const screenshot = (file: string, png: string): Promise<string> => run(file, [`--screenshot=${png}`, '--window-size=1200,1600', '--hide-scrollbars']);
