#!/usr/bin/env node
import module from 'node:module';

// Node 22.1 and later keep V8's compiled code between runs (ts-morph bundles a 9 MB compiler), as tsc does.
module.enableCompileCache?.();

// The CommonJS build: ts-morph, its compiler and Ajv are CommonJS, and an ESM import
// of them makes Node scan their source for export names before running it.
const { main } = module.createRequire(import.meta.url)('../dist/cli.cjs');

process.exitCode = await main(process.argv.slice(2));
