export { MANIFEST_VERSION } from './manifest.js';
export { TASK_SUPPORT, isTaskSupport } from './task-support.js';
export type { TaskSupport } from './task-support.js';
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
  TokenEstimate,
} from './manifest.js';
export type {
  Feature,
  FeatureContainer,
  Resolver,
  Constructor,
  InjectionKey,
  HandlerContext,
  AuthInfo,
  HandlerPolicy,
  HandlerMiddleware,
  UseMiddleware,
  RateLimit,
  CachePolicyHint,
  HandlerLog,
  HandlerLogMethod,
  Validator,
  ValidationError,
  ResultKind,
  Arguments,
  ToolBinding,
  ResourceBinding,
  ResourceTemplateBinding,
  PromptBinding,
  TemplateVariable,
  CompletionBinding,
  CompletionBindings,
  CompletionContext,
  ListsJson,
  ToolListReader,
  ToolListBytes,
  ToolListBytesReader,
} from './feature.js';
export { PROFILE_NAMES, restoreArguments } from './portability.js';
export type { ProfileName, RestorePlan, ToolVariant, ToolVariants } from './portability.js';
export { SKILLS_EXTENSION_ID, SKILL_FILE, DIRECTORY_MIME_TYPE, SKILL_NAME_PATTERN, skillFileUri } from './skills.js';
export type { SkillDescriptor, SkillFrontmatter, SkillResourceEntry } from './skills.js';
export { UI_EXTENSION_ID, UI_MIME_TYPE, UI_SCHEME, UI_RESOURCE_URI_META_KEY } from './apps.js';
export type { UiToolMeta, UiResourceMeta } from './apps.js';
export { templateShape } from './template-shape.js';
export { namespacedName, renamedManifest, renameKeys, type NamespaceSeparator } from './namespace.js';
export { AJV_RUNTIME_MODULES, AJV_RUNTIME_ENTRY, type AjvRuntimeModule } from './ajv-runtime-modules.js';
export { fitsRawTemplate, toolListBytesFromModuleFile, toolListFromModuleFile } from './tool-list-file.js';
