#!/usr/bin/env node
// `npm create mcp-codegen my-feature [-- --template server]` is `mcp-codegen init my-feature [--template server]`.
import { main } from '@mcp-codegen/codegen/cli';

process.exitCode = await main(['init', ...process.argv.slice(2)]);
