/**
 * The notes sample's generated feature: a realistic server (Ajv standalone
 * validators, templates, completions). Required by path at run time so the
 * runtime's tsconfig, whose rootDir is this package, does not compile the sample.
 */
import { join } from 'node:path';
import type { Feature } from '@mcp-codegen/manifest';

export const notes: Feature = (require(join(__dirname, '..', '..', '..', '..', 'samples', '01-notes', 'src', 'generated', 'feature.generated')) as { feature: Feature }).feature;
