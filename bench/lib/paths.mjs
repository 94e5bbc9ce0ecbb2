// Where the benchmark keeps what it generates: inside the workspace, so the
// generated packages resolve @mcp-codegen/* and the SDKs from node_modules.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = dirname(dirname(fileURLToPath(import.meta.url)));
export const rootDir = dirname(benchDir);
export const workDir = join(rootDir, '.tmp', 'bench-work');
export const serversDir = join(benchDir, 'lib', 'servers');

/** The generated and compiled feature package serving `toolCount` tools. */
export const featureDir = (toolCount) => join(workDir, `feature-${toolCount}`);
/** The Ajv standalone validator the floor servers use. */
export const floorValidatorFile = join(workDir, 'floor-validate-ab.mjs');
