#!/usr/bin/env node
// The command users type (`npx mcp-codegen ...`): the CLI of @mcp-codegen/codegen.
import '@mcp-codegen/codegen/bin';
