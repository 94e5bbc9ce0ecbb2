import type CodeBlockWriter from 'code-block-writer';
import type { DatePlan, HandlerModel } from '../../model/feature-model.js';
import { propertyKey } from '../ts-literal.js';

/** The generated helper's name. */
export const REVIVE_DATES = 'reviveDates';

/** Whether any of `handlers` takes a parameter whose type holds Dates. */
export function needsReviveDates(handlers: readonly HandlerModel[]): boolean {
  return handlers.some((handler) => handler.parameters.some((p) => p.kind !== 'context' && p.dates !== undefined));
}

/**
 * A small function written into feature.generated.ts (or tools.generated.ts) when a parameter type
 * holds Dates: the validator accepted ISO date-time strings there, and the
 * method receives Dates. Copies along the way; the arguments object stays as sent.
 */
export function writeReviveDates(writer: CodeBlockWriter): void {
  writer.writeLine('type DatePlan = true | { props?: Record<string, DatePlan>; each?: DatePlan };');
  writer.blankLine();
  writer.writeLine('/** Turns the ISO date-time strings at the places `plan` names into Dates. */');
  writer.writeLine(`function ${REVIVE_DATES}(value: unknown, plan: DatePlan): unknown {`);
  writer.indent(() => {
    writer.writeLine("if (plan === true) return typeof value === 'string' ? new Date(value) : value;");
    writer.writeLine("if (typeof value !== 'object' || value === null) return value;");
    writer.writeLine('const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string, unknown>;');
    writer.writeLine('if (plan.each) for (const key of Object.keys(copy)) copy[key] = reviveDates(copy[key], plan.each);');
    writer.writeLine('for (const [key, inner] of Object.entries(plan.props ?? {})) {');
    writer.indent(() => writer.writeLine('if (key in copy) copy[key] = reviveDates(copy[key], inner);'));
    writer.writeLine('}');
    writer.writeLine('return copy;');
  });
  writer.writeLine('}');
}

/** A plan as an inline literal in the style of the generated code: `{ each: { props: { opens: true } } }`. */
export function datePlanLiteral(plan: DatePlan): string {
  if (plan === true) return 'true';
  const parts: string[] = [];
  if (plan.props) {
    const props = Object.entries(plan.props).map(([key, inner]) => `${propertyKey(key)}: ${datePlanLiteral(inner)}`);
    parts.push(`props: { ${props.join(', ')} }`);
  }
  if (plan.each) parts.push(`each: ${datePlanLiteral(plan.each)}`);
  return `{ ${parts.join(', ')} }`;
}
