import type { Diagnostic } from '../src/diagnostics/diagnostic.js';
import { formatDiagnostic } from '../src/diagnostics/format-diagnostic.js';
import { formatDiagnostics } from '../src/diagnostics/format-diagnostics.js';
import { formatSummary } from '../src/diagnostics/format-summary.js';
import { useColor } from '../src/diagnostics/use-color.js';

const source = [
  "import { Tool } from '@mcp-codegen/decorators';",
  '',
  'export class Weather {',
  '  @Tool()',
  '  forecast(when: bigint): string {',
  "    return 'sunny';",
  '  }',
  '}',
].join('\n');

const error: Diagnostic = {
  code: 'MCPG2001',
  severity: 'error',
  message: "Parameter 'when' has type bigint, which JSON cannot carry.",
  hint: 'Use number or string instead.',
  location: { file: 'src/weather.ts', line: 5, column: 12 },
};

const readSource = (file: string) => (file === 'src/weather.ts' ? source : undefined);

describe('formatDiagnostic', () => {
  it('prints file:line:column, the code frame and the hint, like tsc', () => {
    expect(formatDiagnostic(error, { readSource })).toBe(
      [
        "src/weather.ts:5:12 - error MCPG2001: Parameter 'when' has type bigint, which JSON cannot carry.",
        '',
        '  3 | export class Weather {',
        '  4 |   @Tool()',
        '> 5 |   forecast(when: bigint): string {',
        '    |            ^',
        "  6 |     return 'sunny';",
        '',
        '  hint: Use number or string instead.',
        '',
      ].join('\n'),
    );
  });

  it('prints a diagnostic with no place and no hint on one line', () => {
    expect(formatDiagnostic({ code: 'MCPG1001', severity: 'warning', message: 'No tsconfig.json.' })).toBe(
      'warning MCPG1001: No tsconfig.json.\n',
    );
  });

  it('leaves the frame out when the source cannot be read', () => {
    expect(formatDiagnostic(error, { packageDir: '/nonexistent' })).toBe(
      "src/weather.ts:5:12 - error MCPG2001: Parameter 'when' has type bigint, which JSON cannot carry.\n\n  hint: Use number or string instead.\n",
    );
  });

  it('has no escape codes without colour, and some with it', () => {
    expect(formatDiagnostic(error, { readSource })).not.toContain('\u001b[');
    const coloured = formatDiagnostic(error, { readSource, color: true });
    expect(coloured).toContain('\u001b[');
    // eslint-disable-next-line no-control-regex
    expect(coloured.replace(/\u001b\[\d+m/g, '')).toBe(formatDiagnostic(error, { readSource }));
  });
});

describe('formatSummary and formatDiagnostics', () => {
  const warning: Diagnostic = { code: 'MCPG1006', severity: 'warning', message: 'Nothing found.' };

  it('counts like tsc', () => {
    expect(formatSummary([])).toBe('');
    expect(formatSummary([error])).toBe('Found 1 error.\n');
    expect(formatSummary([error, error])).toBe('Found 2 errors.\n');
    expect(formatSummary([error, warning])).toBe('Found 1 error and 1 warning.\n');
    expect(formatSummary([warning, warning])).toBe('Found 2 warnings.\n');
  });

  it('separates diagnostics by a blank line and ends with the summary', () => {
    expect(formatDiagnostics([warning, warning])).toBe(
      'warning MCPG1006: Nothing found.\n\nwarning MCPG1006: Nothing found.\n\nFound 2 warnings.\n',
    );
  });
});

describe('useColor', () => {
  it('follows the terminal unless FORCE_COLOR or NO_COLOR say otherwise', () => {
    expect(useColor({ isTTY: true }, {})).toBe(true);
    expect(useColor({ isTTY: false }, {})).toBe(false);
    expect(useColor({}, {})).toBe(false);
    expect(useColor({ isTTY: false }, { FORCE_COLOR: '1' })).toBe(true);
    expect(useColor({ isTTY: true }, { FORCE_COLOR: '0' })).toBe(false);
    expect(useColor({ isTTY: true }, { NO_COLOR: '1' })).toBe(false);
    expect(useColor({ isTTY: true }, { NO_COLOR: '1', FORCE_COLOR: '1' })).toBe(false);
    expect(useColor({ isTTY: true }, { NO_COLOR: '' })).toBe(true);
  });
});
