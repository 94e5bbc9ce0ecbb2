import type { TemplateVariable } from '@mcp-codegen/manifest';

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;

/** A decoded variable text as its parameter's type, or an Error saying why it is not one. */
export function convertValue(name: string, text: string, rule: TemplateVariable | undefined): unknown {
  const value = typed(text, rule?.type);
  if (value === undefined) return new Error(`the URI variable "${name}" must be ${article(rule!.type!)}, not ${JSON.stringify(text)}`);
  if (rule?.enum && !rule.enum.includes(value)) {
    return new Error(`the URI variable "${name}" must be one of ${rule.enum.map((v) => JSON.stringify(v)).join(', ')}, not ${JSON.stringify(text)}`);
  }
  return value;
}

function typed(text: string, type: TemplateVariable['type']): string | number | boolean | undefined {
  switch (type) {
    case undefined:
      return text;
    case 'number':
      return NUMBER.test(text) ? Number(text) : undefined;
    case 'integer': {
      const value = Number(text);
      return INTEGER.test(text) && Number.isSafeInteger(value) ? value : undefined;
    }
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : undefined;
  }
}

function article(type: string): string {
  return type === 'integer' ? 'an integer' : `a ${type}`;
}
