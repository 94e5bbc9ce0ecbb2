/**
 * RFC 6570 (level 4) expansion: builds the URI a resource template names
 * from typed variables. Every operator the runtime matches is covered:
 * `{x}` `{+x}` `{#x}` `{.x}` `{/x}` `{;x}` `{?x}` `{&x}`, prefixes `{x:3}`
 * and explode `{x*}`. An undefined variable or an empty list is left out.
 */
export type TemplateValue = string | number | boolean | readonly (string | number | boolean)[] | undefined;
/** `variables` maps names to values (an object with those properties; typed by the generated client). */
export declare function expandUriTemplate(template: string, variables: object): string;
