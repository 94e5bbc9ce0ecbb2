// The public API of @mcp-codegen/codegen: the pipeline as a function, its
// stages, the model they share, and the diagnostic printer.
export { build } from './pipeline/build-package.js';
export type { BuildOptions, BuildResult } from './pipeline/build-package.js';
export { main } from './cli/main.js';
export type { CliIo, OutputStream } from './cli/cli-io.js';

export { analyzePackage } from './pipeline/build-package.js';
export type {
  FeatureModel,
  ClassRef,
  ProviderModel,
  HandlerModel,
  ParameterModel,
  ToolModel,
  ResourceModel,
  ResourceTemplateModel,
  PromptModel,
  SourceLocation,
} from './model/feature-model.js';

export { emitAll } from './emit/emit-all.js';
export { emitFeature } from './emit/feature/emit-feature.js';
export { emitTools } from './emit/tools/emit-tools.js';
export { emitLists } from './emit/lists/emit-lists.js';
export { emitManifest } from './emit/manifest/emit-manifest.js';
export { emitValidators } from './emit/validators/emit-validators.js';
export { EmitError } from './emit/emit-error.js';
export { GENERATED_DIR, FEATURE_FILE, LISTS_FILE, MANIFEST_FILE, TOOLS_FILE, VALIDATORS_FILE } from './emit/generated-file.js';
export type { GeneratedFile } from './emit/generated-file.js';
export { HEADER_LINES } from './emit/header.js';
export { AJV_RUNTIME_MODULES } from '@mcp-codegen/manifest';

export { writeOutputs } from './write/write-outputs.js';
export type { WriteReport } from './write/write-outputs.js';
export { checkOutputs } from './write/check-outputs.js';
export type { CheckReport } from './write/check-outputs.js';

export type { Diagnostic, Severity, Result } from './diagnostics/diagnostic.js';
export { formatDiagnostic } from './diagnostics/format-diagnostic.js';
export type { FormatOptions } from './diagnostics/format-diagnostic.js';
export { formatDiagnostics } from './diagnostics/format-diagnostics.js';
export { formatSummary } from './diagnostics/format-summary.js';
export { useColor } from './diagnostics/use-color.js';

export { IncrementalBuild } from './watch/incremental-build.js';
export { loadConfig, CONFIG_FILE } from './config/load-config.js';
export type { LoadedConfig } from './config/load-config.js';
export { CONFIG_KEYS } from './config/config-keys.js';
export type { CodegenConfig, KeySpec } from './config/config-keys.js';
