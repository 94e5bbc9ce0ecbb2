/** The package version, kept here so the bundled CLI needs no package.json at run time (a test keeps it in step). */
export const VERSION = '0.1.0';
