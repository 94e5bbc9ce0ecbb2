/**
 * What codegen compiles these URI templates to (pinned in
 * codegen/test/analyze-uri-template.test.ts), so the runtime's interpreter is
 * tested against exactly the matchers generated code carries.
 */
export declare const COMPILED: Record<string, {
    pattern: string;
    variables: string[];
    query: string[];
}>;
