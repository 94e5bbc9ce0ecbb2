/**
 * While stdio carries the protocol, anything a handler prints would corrupt
 * it. Replacing console.log alone is not enough: Node's console.dir, table,
 * count, group, time and the rest write to stdout on their own. Every method
 * of the global console is swapped for the same method of a Console whose
 * both streams are stderr. A direct process.stdout.write is not caught: see
 * docs/security.md.
 */
import { Console } from 'node:console';

type Methods = Record<string, unknown>;

/** Redirects every console method to stderr; returns the function that undoes it. */
export function redirectConsoleToStderr(): () => void {
  const target = console as unknown as Methods;
  // Made on the first console call, not at start-up: a Console and process.stderr cost a server that never prints.
  let toStderr: Methods | undefined;
  const stderrConsole = () => (toStderr ??= new Console({ stdout: process.stderr, stderr: process.stderr }) as unknown as Methods);
  // Console.prototype has the methods every Console instance has.
  const methods = Console.prototype as unknown as Methods;
  const names = Object.keys(target).filter((name) => typeof target[name] === 'function' && typeof methods[name] === 'function');
  const originals = names.map((name) => target[name]);
  const replacements = names.map(
    (name) =>
      function (...args: unknown[]): unknown {
        const to = stderrConsole();
        return (to[name] as (...args: unknown[]) => unknown).apply(to, args);
      },
  );
  names.forEach((name, i) => (target[name] = replacements[i]));
  return () => {
    // Leave alone whatever someone else installed after us.
    names.forEach((name, i) => {
      if (target[name] === replacements[i]) target[name] = originals[i];
    });
  };
}
