import type { ClassDeclaration } from 'ts-morph';
import type { DiscoveredHandler } from '../discover/discovered-handler.js';
import type { DiagnosticCollector } from '../load/diagnostic-collector.js';
import type { ToolModel } from '../model/feature-model.js';
import type { DuplicateCheck } from './duplicates.js';
import type { ParameterInfo } from './parameter-info.js';

/** What the per-handler analysers share during one run. */
export interface AnalysisContext {
  packageDir: string;
  diagnostics: DiagnosticCollector;
  duplicates: DuplicateCheck;
  /** `mcpCodegen.allowAny`: any/unknown parameters without a warning. */
  allowAny?: boolean;
  /** `mcpCodegen.allowUndocumented`: no MCPG1008 for a handler without a description. */
  allowUndocumented?: boolean;
  /** The class's localName in generated code. */
  localName(cls: ClassDeclaration): string;
  /** localNames of the middleware `@Use` applies to the handler, outermost first; empty when none. */
  middleware?(handler: DiscoveredHandler): string[];
  /** Queues the input schema of a handler; `assign` receives it once TJS has run. */
  requestInput(handler: DiscoveredHandler, parameters: ParameterInfo[], assign: (schema: InputSchemaResult) => void): void;
  /** Queues the output schema of a tool (its return type, `{ result }`-wrapped or not); `assign` receives it once TJS has run. */
  requestOutput?(handler: DiscoveredHandler, shape: { wrapped: boolean; optional: boolean }, assign: (schema: InputSchemaResult) => void): void;
  /** Watch mode: tool models of the last build (see ToolCache). */
  tools?: {
    /** The unchanged tool's model, 'clash' after reporting a name clash, or undefined: analyse it. */
    reuse(handler: DiscoveredHandler): ToolModel | 'clash' | undefined;
    remember(handler: DiscoveredHandler, model: ToolModel): void;
  };
}

export type InputSchemaResult = { [keyword: string]: unknown };
