/** One output file, before it is written: a path relative to the package directory, with `/`. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** Where every generated file goes, relative to the package directory. */
export const GENERATED_DIR = 'src/generated';

export const MANIFEST_FILE = `${GENERATED_DIR}/manifest.generated.json`;
export const VALIDATORS_FILE = `${GENERATED_DIR}/validators.generated.ts`;
export const FEATURE_FILE = `${GENERATED_DIR}/feature.generated.ts`;
