/** 0: done / up to date. 1: errors in the user's code, or stale output in check mode. 2: a bug in mcp-codegen. */
export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_INTERNAL = 2;
