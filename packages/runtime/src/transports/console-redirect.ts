/** While stdio carries the protocol, a stray console.log would corrupt it: send those to stderr. */
import { format } from 'node:util';

type Method = 'log' | 'info' | 'debug';
const methods: Method[] = ['log', 'info', 'debug'];

/** Redirects console.log/info/debug to stderr; returns the function that undoes it. */
export function redirectConsoleToStderr(): () => void {
  const originals = methods.map((m) => console[m]);
  const replacements = methods.map(() => (...args: unknown[]) => {
    process.stderr.write(`${format(...args)}\n`);
  });
  methods.forEach((m, i) => (console[m] = replacements[i]));
  return () => {
    // Leave alone whatever someone else installed after us.
    methods.forEach((m, i) => {
      if (console[m] === replacements[i]) console[m] = originals[i];
    });
  };
}
