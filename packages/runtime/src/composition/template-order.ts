import { templateShape } from '@mcp-codegen/manifest';
import { compareSpecificity } from '../templates/specificity.js';

interface Template {
  feature: string;
  descriptor: { uriTemplate: string };
}

/**
 * The templates in match order, most specific first. Two templates of one
 * shape (`a://{x}` and `a://{y}`) would match the same URIs, so which one
 * serves a read would be arbitrary: that is a start-up error naming both.
 */
export function templatesInMatchOrder<T extends Template>(templates: readonly T[], fail: (message: string) => Error): T[] {
  const shapes = new Map<string, T>();
  for (const entry of templates) {
    const shape = templateShape(entry.descriptor.uriTemplate);
    const other = shapes.get(shape);
    if (other) {
      const where = other.feature === entry.feature ? `in feature "${entry.feature}"` : `in features "${other.feature}" and "${entry.feature}"`;
      throw fail(
        `The resource templates ${JSON.stringify(other.descriptor.uriTemplate)} and ${JSON.stringify(entry.descriptor.uriTemplate)} ${where} match the same URIs. ` +
          'Give one of them a different literal part, such as another path segment.',
      );
    }
    shapes.set(shape, entry);
  }
  return [...templates].sort((a, b) => compareSpecificity(a.descriptor.uriTemplate, b.descriptor.uriTemplate));
}
