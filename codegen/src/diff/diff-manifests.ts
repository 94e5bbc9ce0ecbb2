import type { FeatureManifest, PromptDescriptor, ToolDescriptor } from '@mcp-codegen/manifest';
import { bumpOf, type ContractChange, type ContractDiff } from './contract-change.js';
import { diffInputSchema } from './diff-input-schema.js';

/**
 * The contract change from `before` to `after`, as a client sees it:
 * anything a client of the old manifest relies on that is gone or accepts
 * less is breaking; additions are features; wording is a patch.
 */
export function diffManifests(before: FeatureManifest, after: FeatureManifest): ContractDiff {
  const changes: ContractChange[] = [];
  pairs(before.tools, after.tools, (t) => t.name, 'tool', changes, diffTool);
  pairs(before.resources, after.resources, (r) => r.uri, 'resource', changes, diffDocs);
  pairs(before.resourceTemplates, after.resourceTemplates, (r) => r.uriTemplate, 'resource template', changes, diffDocs);
  pairs(before.prompts, after.prompts, (p) => p.name, 'prompt', changes, diffPrompt);
  return { changes, bump: bumpOf(changes) };
}

type Differ<T> = (target: string, was: T, now: T) => ContractChange[];

function pairs<T>(was: readonly T[], now: readonly T[], key: (x: T) => string, kind: string, out: ContractChange[], differ: Differ<T>): void {
  const oldByKey = new Map(was.map((x) => [key(x), x]));
  const newByKey = new Map(now.map((x) => [key(x), x]));
  for (const [name, item] of oldByKey) {
    const target = `${kind} ${name}`;
    const next = newByKey.get(name);
    if (next === undefined) out.push({ level: 'breaking', target, message: 'removed' });
    else out.push(...differ(target, item, next));
  }
  for (const name of newByKey.keys()) {
    if (!oldByKey.has(name)) out.push({ level: 'feature', target: `${kind} ${name}`, message: 'added' });
  }
}

function diffTool(target: string, was: ToolDescriptor, now: ToolDescriptor): ContractChange[] {
  const changes: ContractChange[] = diffInputSchema(was.inputSchema, now.inputSchema, 'input').map((c) => ({ target, ...c }));
  const oldOut = JSON.stringify(was.outputSchema);
  const newOut = JSON.stringify(now.outputSchema);
  if (oldOut !== newOut) {
    if (was.outputSchema === undefined) changes.push({ level: 'feature', target, path: 'output', message: 'now declares an output schema' });
    else if (now.outputSchema === undefined) changes.push({ level: 'breaking', target, path: 'output', message: 'output schema removed' });
    else changes.push({ level: 'breaking', target, path: 'output', message: 'output schema changed' });
  }
  if (JSON.stringify(was.annotations) !== JSON.stringify(now.annotations)) changes.push({ level: 'patch', target, path: 'annotations', message: 'annotations changed' });
  return [...changes, ...diffDocs(target, was, now)];
}

function diffPrompt(target: string, was: PromptDescriptor, now: PromptDescriptor): ContractChange[] {
  const changes: ContractChange[] = [];
  const oldArgs = new Map((was.arguments ?? []).map((a) => [a.name, a]));
  const newArgs = new Map((now.arguments ?? []).map((a) => [a.name, a]));
  for (const [name, arg] of oldArgs) {
    const next = newArgs.get(name);
    const path = `argument ${name}`;
    if (!next) changes.push({ level: 'breaking', target, path, message: 'argument removed' });
    else if (!arg.required && next.required) changes.push({ level: 'breaking', target, path, message: 'argument is now required' });
    else if (arg.required && !next.required) changes.push({ level: 'feature', target, path, message: 'argument is now optional' });
  }
  for (const [name, arg] of newArgs) {
    if (oldArgs.has(name)) continue;
    const path = `argument ${name}`;
    changes.push(arg.required ? { level: 'breaking', target, path, message: 'new required argument' } : { level: 'feature', target, path, message: 'new optional argument' });
  }
  return [...changes, ...diffDocs(target, was, now)];
}

/** Everything but the schemas: titles, descriptions, MIME types. A MIME type change is breaking for readers. */
function diffDocs<T extends object>(target: string, was: T, now: T): ContractChange[] {
  const changes: ContractChange[] = [];
  const a = was as Record<string, unknown>;
  const b = now as Record<string, unknown>;
  if (a.mimeType !== b.mimeType) changes.push({ level: 'breaking', target, path: 'mimeType', message: `MIME type ${a.mimeType ?? 'none'} → ${b.mimeType ?? 'none'}` });
  for (const key of ['title', 'description', 'icons', '_meta']) {
    if (JSON.stringify(a[key]) !== JSON.stringify(b[key])) changes.push({ level: 'patch', target, path: key, message: `${key} changed` });
  }
  return changes;
}
