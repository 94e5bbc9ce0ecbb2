/** Small readers for request params that answer -32602 with a message naming the field. */
import { ErrorCode, McpError } from './error-codes.js';
import { isJsonObject, type JsonObject } from './json-rpc.js';

export function invalidParams(message: string, data?: unknown): McpError {
  return new McpError(ErrorCode.InvalidParams, `Invalid params: ${message}`, data);
}

export function requireString(params: JsonObject, field: string): string {
  const value = params[field];
  if (typeof value !== 'string') throw invalidParams(`"${field}" must be a string`);
  return value;
}

/** An optional object field; absent or null reads as {}. */
export function optionalObject(params: JsonObject, field: string): JsonObject | undefined {
  const value = params[field];
  if (value === undefined || value === null) return {};
  return isJsonObject(value) ? value : undefined;
}
