/**
 * Interprets the matcher codegen compiled from a URI template: the RegExp
 * finds the variables' text, the rules split lists, percent-decode and
 * convert each value to its parameter's type. Nothing is compiled per request.
 */
import type { Arguments, ResourceTemplateBinding, TemplateVariable } from '@mcp-codegen/manifest';
export interface TemplateMatcher {
    /** Without g/y flags, so exec() keeps no state. */
    pattern: RegExp;
    path: readonly string[];
    query: ReadonlySet<string>;
    rules: Readonly<Record<string, TemplateVariable>>;
}
/** The URI matched: its variables, or why one of them has no value of its parameter's type (-32602). */
export type TemplateMatch = {
    variables: Arguments;
} | {
    error: string;
    variable: string;
};
export declare function templateMatcher(binding: ResourceTemplateBinding): TemplateMatcher;
/** Undefined when the template does not match the whole URI (malformed percent-encoding and unknown query names included). */
export declare function matchUri(matcher: TemplateMatcher, uri: string): TemplateMatch | undefined;
