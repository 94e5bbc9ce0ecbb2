/**
 * How a result writes its own JSON text, faster than JSON.stringify can
 * (results/text-result.ts). protocol/wire/message-json.ts asks for it when
 * it serialises a reply.
 */

/** The method of a result that writes its own JSON text; it returns undefined when JSON.stringify must. */
export const OWN_JSON = Symbol('mcp-codegen.ownJson');

export interface WritesOwnJson {
  [OWN_JSON](): string | undefined;
}
