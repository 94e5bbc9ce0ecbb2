export { MANIFEST_VERSION } from './manifest.js';
export type {
  FeatureManifest,
  ToolDescriptor,
  ResourceDescriptor,
  ResourceTemplateDescriptor,
  PromptDescriptor,
  PromptArgumentDescriptor,
  ResourceAnnotations,
  JsonSchema,
  Icon,
  Meta,
} from './manifest.js';
export type {
  Feature,
  FeatureContainer,
  Resolver,
  Constructor,
  HandlerContext,
  Validator,
  ValidationError,
  ResultKind,
  Arguments,
  ToolBinding,
  ResourceBinding,
  ResourceTemplateBinding,
  PromptBinding,
} from './feature.js';
