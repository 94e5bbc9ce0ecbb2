import type { TemplateVariable } from '@mcp-codegen/manifest';
/** A decoded variable text as its parameter's type, or an Error saying why it is not one. */
export declare function convertValue(name: string, text: string, rule: TemplateVariable | undefined): unknown;
