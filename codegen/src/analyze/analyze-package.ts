import type { PackageConfig } from '../config/package-config.js';
import type { DiscoveredHandler } from '../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import type { LoadedPackage } from '../load/load-project.js';
import { sourceLocation } from '../load/source-location.js';
import type { FeatureModel } from '../model/feature-model.js';
import type { AnalysisContext } from './analysis-context.js';
import { analyzeHandlers } from './handlers/analyze-handlers.js';
import { analyzeCompletions } from './completion/analyze-completions.js';
import type { CompletionMarker } from '../discover/discover-completions.js';
import type { DiscoveredUiFile } from '../discover/discover-ui-files.js';
import { withFixedCompletions } from './completion/fixed-completions.js';
import { DuplicateCheck } from './duplicates.js';
import { assignSimpleInputs, generateInputs, type PendingInput } from './schema/generate-inputs.js';
import { generateOutputs, type PendingOutput } from './schema/generate-outputs.js';
import { appendSyntheticInterfaces } from './schema/synthetic/append-synthetic.js';
import { checkStrayUse, readUse } from './middleware/read-use.js';
import { classKey } from './providers/class-entry.js';
import { ProviderCollector } from './providers/collect-providers.js';
import { providerModels } from './providers/provider-models.js';
import { DependencyFingerprints } from './cache/dependency-fingerprint.js';
import type { SchemaCache } from './cache/schema-cache.js';
import type { ToolCache } from './cache/tool-cache.js';
import { inputInterfaceName } from './schema/synthetic/synthetic-input.js';
import { outputInterfaceName } from './schema/output-schema.js';
import { analyzeSkills } from './skills/analyze-skills.js';
import { analyzeUiFiles } from './apps/analyze-ui-files.js';
import { checkUiLinks } from './apps/check-ui-links.js';

export interface AnalyzeCaches {
  /** Schemas of the last build, reused when nothing they depend on changed (watch mode). */
  schemaCache?: SchemaCache;
  /** Tool models of the last build, likewise. */
  toolCache?: ToolCache;
  /** The caches' keys, taken before any synthetic interface is appended; made here when absent. */
  fingerprints?: DependencyFingerprints;
}

/** What discovery found: the decorated handlers, the @Complete methods and the MCP App HTML files. */
export interface Discovered {
  handlers: DiscoveredHandler[];
  completionMarkers: CompletionMarker[];
  uiFiles: DiscoveredUiFile[];
}

/**
 * The analyze stage: every handler, provider and completion method becomes
 * its plain model, and the schemas are generated (one TJS generator over one
 * Program, after every type question is answered) and handed to the models
 * that asked for them. Undefined after reporting when there are errors.
 */
export function analyzeFeature(loaded: LoadedPackage, found: Discovered, config: PackageConfig, diagnostics: DiagnosticCollector, options: AnalyzeCaches = {}): FeatureModel | undefined {
  const { dir, settings } = config;
  const { handlers, completionMarkers } = found;
  const collector = new ProviderCollector(dir, loaded.sourceFiles, diagnostics);
  for (const handler of handlers) collector.addHandlerClass(handler.classDeclaration);
  const used = new Map(handlers.map((handler) => [handler, readUse(handler, diagnostics)]));
  checkStrayUse(loaded.sourceFiles, handlers, diagnostics);
  for (const middleware of used.values()) for (const { declaration, identifier } of middleware) collector.addMiddlewareClass(declaration, identifier);
  for (const marker of completionMarkers) collector.addHandlerClass(marker.classDeclaration);
  const { classes, providers, localNames } = providerModels([...collector.entries.values()], diagnostics, [...collector.tokens.values()]);

  const pending: PendingInput[] = [];
  const outputs: PendingOutput[] = [];
  // Keys are taken before any synthetic interface is appended: they hash the files as written.
  const fingerprints = options.schemaCache || options.toolCache ? (options.fingerprints ?? new DependencyFingerprints(loaded.project.getSourceFiles())) : undefined;
  const cacheKey = (kind: string, handler: DiscoveredHandler) =>
    fingerprints && `${kind}\0${settings.inlineRefs !== false}:${settings.allowAny === true}:${settings.allowUndocumented === true}\0${handler.method.getSourceFile().getFilePath()}:${handler.classDeclaration.getName()}.${handler.method.getName()}@${handler.classDeclaration.compilerNode.members.indexOf(handler.method.compilerNode)}\0${fingerprints.ofMethod(handler.method, handler.classDeclaration)}`;
  const context: AnalysisContext = {
    packageDir: dir,
    diagnostics,
    duplicates: new DuplicateCheck(dir, diagnostics),
    allowAny: settings.allowAny === true,
    allowUndocumented: settings.allowUndocumented === true,
    localName: (cls) => localNames.get(classKey(cls))!,
    middleware: (handler) => (used.get(handler) ?? []).map(({ declaration }) => localNames.get(classKey(declaration))!),
    requestInput(handler, parameters, assign) {
      const interfaceName = inputInterfaceName(pending.length, handler.classDeclaration.getName() ?? '', handler.method.getName());
      const request = { file: handler.method.getSourceFile(), interfaceName, parameters };
      pending.push({ request, assign, at: sourceLocation(dir, handler.method.getNameNode()), cacheKey: cacheKey('input', handler) });
    },
    requestOutput(handler, shape, assign) {
      const className = handler.classDeclaration.getName() ?? '';
      const method = handler.method.getName();
      const request = { file: handler.method.getSourceFile(), interfaceName: outputInterfaceName(outputs.length, className, method), className, method, ...shape };
      outputs.push({ request, assign, at: sourceLocation(dir, handler.method.getNameNode()), cacheKey: cacheKey(`output:${shape.wrapped}:${shape.optional}`, handler) });
    },
  };
  const toolCache = options.toolCache;
  if (toolCache) {
    context.tools = {
      reuse: (handler) => toolCache.reuse(cacheKey('tool', handler)!, handler, context),
      remember: (handler, model) => toolCache.remember(cacheKey('tool', handler)!, model),
    };
  }
  const models = analyzeHandlers(handlers, context);
  const completionMethods = analyzeCompletions(completionMarkers, models, context);
  const uiFiles = analyzeUiFiles(found.uiFiles, context);
  const resourceUris = new Set([...models.resources, ...uiFiles].map((resource) => resource.descriptor.uri));
  checkUiLinks(models.tools, resourceUris, diagnostics);
  const skills = analyzeSkills({ packageDir: dir, toolNames: new Set(models.tools.map((tool) => tool.descriptor.name)), resourceUris, diagnostics });
  if (!diagnostics.hasErrors()) {
    const cache = options.schemaCache;
    const inputsToGenerate = assignSimpleInputs(cache ? cache.take(pending) : pending, { inlineRefs: settings.inlineRefs });
    const outputsToGenerate = cache ? cache.take(outputs) : outputs;
    appendSyntheticInterfaces(inputsToGenerate.map((p) => p.request), outputsToGenerate.map((p) => p.request));
    generateInputs(loaded.project, inputsToGenerate, diagnostics, { inlineRefs: settings.inlineRefs });
    generateOutputs(loaded.project, outputsToGenerate, diagnostics);
    cache?.commit();
  }
  if (diagnostics.hasErrors()) {
    toolCache?.discard();
    return undefined;
  }
  toolCache?.commit(diagnostics.diagnostics); // After generation: the models hold their schemas now.
  const completions = withFixedCompletions(completionMethods, models);
  return { feature: config.feature, classes, providers, ...models, ...(completions.length > 0 ? { completions } : {}), ...(skills.length > 0 ? { skills } : {}), ...(uiFiles.length > 0 ? { uiFiles } : {}) };
}
