import type CodeBlockWriter from 'code-block-writer';
import type { FeatureModel, ResourceTemplateModel } from '../../model/feature-model.js';
import { createWriter } from '../code-writer.js';
import { EmitError } from '../emit-error.js';
import {
  PROMPT_SIGNATURE,
  RESOURCE_SIGNATURE,
  TEMPLATE_SIGNATURE,
} from './handler-call.js';
import { regexLiteral } from '../regex-literal.js';
import { memberAccess, propertyKey, stringLiteral } from '../ts-literal.js';
import { writeHandler } from './write-handler.js';
import { writePolicy } from './write-policy.js';
import { writeUse } from '../write-use.js';
import { writeTemplateRules } from './write-template-rules.js';
import { embeddedFiles } from '../manifest/manifest-data.js';
import { READ_EMBEDDED_FILE } from '../emit-files.js';

/** `name: { ... },` entries of one section, or `name: {},` when there are none. */
function writeSection<T>(writer: CodeBlockWriter, name: string, items: readonly T[], entry: (item: T) => void): void {
  if (items.length === 0) {
    writer.writeLine(`${name}: {},`);
    return;
  }
  writer.writeLine(`${name}: {`);
  writer.indent(() => items.forEach(entry));
  writer.writeLine('},');
}

/** `key: { ... },` with the body's lines inside. */
export function writeEntry(writer: CodeBlockWriter, key: string, body: () => void): void {
  writer.writeLine(`${propertyKey(key)}: {`);
  writer.indent(body);
  writer.writeLine('},');
}

function templatePattern(template: ResourceTemplateModel): string {
  try {
    return regexLiteral(template.pattern);
  } catch (error) {
    throw new EmitError([
      {
        code: 'MCPG9002',
        severity: 'error',
        message: `The matcher for '${template.descriptor.uriTemplate}' is not a valid regular expression: ${(error as Error).message}`,
        hint: 'This is a bug in mcp-codegen; please report it with the URI template.',
        location: template.source,
      },
    ]);
  }
}

/** The module variable feature.load() fills with the tools module's bindings; declared when there are tools. */
export const TOOL_BINDINGS = 'toolBindings';

/**
 * `get tools()` and `toolPolicies` as text, at the feature object's
 * indentation. The bindings live in tools.generated.ts, which imports the
 * validators and the classes: load() imports it, so a server with thousands
 * of tools compiles none of that to answer initialize and the lists. Reading
 * `tools` before load() is a bug in the runtime, and says so; what the runtime
 * needs before load() is each tool's policy, in `toolPolicies`.
 */
export function toolsGetterText(model: FeatureModel): string {
  if (model.tools.length === 0) return '  tools: {},\n';
  const writer = createWriter();
  writer.setIndentationLevel(1);
  writer.writeLine('get tools() {');
  writer.indent(() => {
    writer.writeLine(`if (!${TOOL_BINDINGS}) throw new Error('feature.tools is read before load(): the tool bindings load with the classes.');`);
    writer.writeLine(`return ${TOOL_BINDINGS};`);
  });
  writer.writeLine('},');
  // The policies of the tools that declare one, which the runtime reads before load().
  writeSection(writer, 'toolPolicies', model.tools.filter((tool) => tool.policy), (tool) => writePolicy(writer, tool, propertyKey(tool.descriptor.name)));
  return writer.toString();
}

/** The binding sections after the tools (toolsGetterText) of the Feature object, keyed as the runtime looks them up. */
export function writeOtherBindings(writer: CodeBlockWriter, model: FeatureModel): void {
  const resources = [...model.resources, ...embeddedFiles(model)].sort((a, b) => (a.descriptor.uri < b.descriptor.uri ? -1 : 1));
  writeSection(writer, 'resources', resources, (resource) => {
    if (!('result' in resource)) {
      writer.writeLine(`${propertyKey(resource.descriptor.uri)}: { result: 'result', read: ${READ_EMBEDDED_FILE} },`);
      return;
    }
    writeEntry(writer, resource.descriptor.uri, () => {
      writer.writeLine(`result: ${stringLiteral(resource.result)},`);
      writePolicy(writer, resource);
      writeUse(writer, resource);
      writeHandler(writer, 'read', resource, RESOURCE_SIGNATURE);
    });
  });
  writeSection(writer, 'resourceTemplates', model.resourceTemplates, (template) =>
    writeEntry(writer, template.descriptor.uriTemplate, () => {
      writer.writeLine(`pattern: ${templatePattern(template)},`);
      writer.writeLine(`variables: [${template.variables.map(stringLiteral).join(', ')}],`);
      writeTemplateRules(writer, template);
      writer.writeLine(`result: ${stringLiteral(template.result)},`);
      writePolicy(writer, template);
      writeUse(writer, template);
      writeHandler(writer, 'read', template, TEMPLATE_SIGNATURE);
    }),
  );
  writeSection(writer, 'prompts', model.prompts, (prompt) =>
    writeEntry(writer, prompt.descriptor.name, () => {
      writer.writeLine(`validate: ${memberAccess('validators', prompt.validatorName)},`);
      writer.writeLine(`result: ${stringLiteral(prompt.result)},`);
      writePolicy(writer, prompt);
      writeUse(writer, prompt);
      writeHandler(writer, 'get', prompt, PROMPT_SIGNATURE);
    }),
  );
}
