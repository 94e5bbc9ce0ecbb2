/** The few ANSI styles the printer uses, after tsc's: cyan file, yellow position, red error. */
export interface Palette {
  file(text: string): string;
  position(text: string): string;
  error(text: string): string;
  warning(text: string): string;
  code(text: string): string;
  hint(text: string): string;
}

const style = (open: number, close: number) => (text: string) => `\u001b[${open}m${text}\u001b[${close}m`;
const plain = (text: string) => text;

export function palette(color: boolean): Palette {
  if (!color) return { file: plain, position: plain, error: plain, warning: plain, code: plain, hint: plain };
  return {
    file: style(36, 39),
    position: style(33, 39),
    error: style(91, 39),
    warning: style(93, 39),
    code: style(90, 39),
    hint: style(1, 22),
  };
}
