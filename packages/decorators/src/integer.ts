// A whole number. mcp-codegen writes `{ "type": "integer" }` for it in
// schemas, also inside arrays and nested types; at run time it is a plain
// number. `& {}` keeps the alias name visible to the build without changing
// what TypeScript accepts: every number is an Integer and the reverse.

/** @TJS-type integer */
export type Integer = number & {};
