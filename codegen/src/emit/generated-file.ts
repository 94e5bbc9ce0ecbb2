/** One output file, before it is written: a path relative to the package directory, with `/`. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** Where every generated file goes, relative to the package directory. */
export const GENERATED_DIR = 'src/generated';

/** Generated files are recognised by name (`*.generated.*`), so user files beside them are never touched. */
export const GENERATED_NAME = /\.generated\.[^/]+$/;

/** True for a path (absolute, or relative to the package, with `/`) of a file a build writes into GENERATED_DIR. */
export function isGeneratedOutput(path: string): boolean {
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  return GENERATED_NAME.test(path) && (dir === `${GENERATED_DIR}/` || dir.endsWith(`/${GENERATED_DIR}/`));
}

export const MANIFEST_FILE = `${GENERATED_DIR}/manifest.generated.json`;
export const VALIDATORS_FILE = `${GENERATED_DIR}/validators.generated.ts`;
export const FEATURE_FILE = `${GENERATED_DIR}/feature.generated.ts`;
/** The tools' bindings, which import the validators and the classes: feature.load() imports it, start-up does not. */
export const TOOLS_FILE = `${GENERATED_DIR}/tools.generated.ts`;
/** The tool list's JSON text: feature.loadLists() imports it on the first list, start-up does not. */
export const LISTS_FILE = `${GENERATED_DIR}/lists.generated.ts`;
