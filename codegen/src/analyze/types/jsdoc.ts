import { Node, ts, type MethodDeclaration, type ParameterDeclaration } from 'ts-morph';

/** The method's JSDoc description (the text before the tags), or undefined. */
export function methodSummary(method: MethodDeclaration): string | undefined {
  const docs = method.getJsDocs();
  const last = docs[docs.length - 1];
  return clean(last?.getDescription());
}

/**
 * A parameter's description: the method's `@param name text`, else a leading
 * `/** text *\/` on the parameter itself (TypeScript parses it into `jsDoc`,
 * which ts-morph does not expose on parameters).
 */
export function parameterDescription(method: MethodDeclaration, parameter: ParameterDeclaration): string | undefined {
  const name = parameter.getName();
  for (const doc of [...method.getJsDocs()].reverse()) {
    for (const tag of doc.getTags()) {
      if (Node.isJSDocParameterTag(tag) && tag.getName() === name) {
        const text = clean(tag.getCommentText()?.replace(/^\s*-\s*/, ''));
        if (text) return text;
      }
    }
  }
  const leading = (parameter.compilerNode as { jsDoc?: ts.JSDoc[] }).jsDoc;
  const comment = leading?.[leading.length - 1]?.comment;
  return clean(typeof comment === 'string' ? comment : ts.getTextOfJSDocComment(comment));
}

function clean(text: string | undefined): string | undefined {
  const trimmed = text?.replace(/\r\n/g, '\n').trim();
  return trimmed ? trimmed : undefined;
}

/**
 * The parameter's own leading JSDoc as written (`/** @minimum 1 *\/`), to put
 * on the synthetic interface member so the schema generator reads its tags
 * as it does on interface properties. Undefined when there is none.
 */
export function parameterJsDoc(parameter: ParameterDeclaration): string | undefined {
  const leading = (parameter.compilerNode as { jsDoc?: ts.JSDoc[] }).jsDoc;
  const last = leading?.[leading.length - 1];
  return last ? last.getText(parameter.getSourceFile().compilerNode) : undefined;
}
