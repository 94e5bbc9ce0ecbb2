#!/usr/bin/env node
// A server app composes feature packages and picks a transport. Over stdio
// nothing but protocol reaches stdout; logs go to stderr.
import { feature as notes } from '@mcp-codegen-samples/notes';
import { serve } from '@mcp-codegen/runtime';

await serve([notes], { name: 'notes-server', version: '0.1.0', transport: 'stdio' });
