// Apart from manifest.ts, so that the modules manifest.ts imports can use it without a cycle.

/** A JSON Schema 2020-12 document. */
export type JsonSchema = { [keyword: string]: unknown };
