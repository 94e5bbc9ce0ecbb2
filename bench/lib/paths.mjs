// Where the benchmark keeps what it generates: inside the workspace, so the
// generated packages resolve @mcp-codegen/* and the SDKs from node_modules.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = dirname(dirname(fileURLToPath(import.meta.url)));
export const rootDir = dirname(benchDir);
// MCP_BENCH_WORK (a directory inside the workspace) keeps concurrent runs apart;
// the servers the harness spawns inherit it.
export const workDir = process.env.MCP_BENCH_WORK ? resolve(process.env.MCP_BENCH_WORK) : join(rootDir, '.tmp', 'bench-work');
export const serversDir = join(benchDir, 'lib', 'servers');

/** The generated and compiled feature package serving `toolCount` tools. */
export const featureDir = (toolCount) => join(workDir, `feature-${toolCount}`);
/** The Ajv standalone validator the floor servers use. */
export const floorValidatorFile = join(workDir, 'floor-validate-ab.mjs');
