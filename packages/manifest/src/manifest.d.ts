/**
 * The manifest: what a feature offers, as plain JSON. Tool, resource,
 * template and prompt entries are exactly what the list methods return, so
 * the runtime serves them without any work per request.
 */
export declare const MANIFEST_VERSION = 1;
/** A JSON Schema 2020-12 document. */
export type JsonSchema = {
    [keyword: string]: unknown;
};
export type Meta = {
    [key: string]: unknown;
};
export interface Icon {
    src: string;
    mimeType?: string;
    sizes?: string[];
    theme?: 'light' | 'dark';
}
export interface ToolDescriptor {
    name: string;
    title?: string;
    description?: string;
    inputSchema: JsonSchema;
    outputSchema?: JsonSchema;
    annotations?: {
        title?: string;
        readOnlyHint?: boolean;
        destructiveHint?: boolean;
        idempotentHint?: boolean;
        openWorldHint?: boolean;
    };
    icons?: Icon[];
    _meta?: Meta;
}
export interface ResourceAnnotations {
    audience?: Array<'user' | 'assistant'>;
    priority?: number;
    lastModified?: string;
}
export interface ResourceDescriptor {
    uri: string;
    name: string;
    title?: string;
    description?: string;
    mimeType?: string;
    annotations?: ResourceAnnotations;
    icons?: Icon[];
    _meta?: Meta;
}
export interface ResourceTemplateDescriptor {
    uriTemplate: string;
    name: string;
    title?: string;
    description?: string;
    mimeType?: string;
    annotations?: ResourceAnnotations;
    icons?: Icon[];
    _meta?: Meta;
}
export interface PromptArgumentDescriptor {
    name: string;
    title?: string;
    description?: string;
    required?: boolean;
}
export interface PromptDescriptor {
    name: string;
    title?: string;
    description?: string;
    arguments?: PromptArgumentDescriptor[];
    icons?: Icon[];
    _meta?: Meta;
}
export interface FeatureManifest {
    manifestVersion: typeof MANIFEST_VERSION;
    /** The feature's name, unique within a server. */
    feature: string;
    tools: ToolDescriptor[];
    resources: ResourceDescriptor[];
    resourceTemplates: ResourceTemplateDescriptor[];
    prompts: PromptDescriptor[];
}
