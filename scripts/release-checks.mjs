// What must hold for a package tarball before it is published. Pure: given a
// package.json, the tarball's file list and its README, it returns problems.

/** Every path a package.json points into: main, module, types, bin and exports targets. */
export function entryPoints(pkg) {
  const paths = [pkg.main, pkg.module, pkg.types];
  if (typeof pkg.bin === 'string') paths.push(pkg.bin);
  else paths.push(...Object.values(pkg.bin ?? {}));
  const walk = (value) => (typeof value === 'string' ? paths.push(value) : value && typeof value === 'object' && Object.values(value).forEach(walk));
  walk(pkg.exports);
  return [...new Set(paths.filter((p) => typeof p === 'string').map((p) => p.replace(/^\.\//, '')))];
}

/**
 * Problems of one tarball: tests or TypeScript sources shipped, an entry point missing, a README link
 * that is relative and not in the tarball, a workspace dependency at another
 * version, or package metadata a registry page needs.
 */
export function tarballProblems({ pkg, files, readme, versions }) {
  const problems = [];
  const shipped = new Set(files);
  for (const file of files) {
    // The scaffolds in templates/ are a user's first sources and tests, on purpose.
    if (file.startsWith('templates/')) continue;
    if (/(^|\/)(test|tests|__tests__)\//.test(file) || /\.test\.[cm]?[jt]s$/.test(file)) problems.push(`ships a test: ${file}`);
    else if (/\.[cm]?ts$/.test(file) && !/\.d\.[cm]?ts$/.test(file)) problems.push(`ships a source file: ${file}`);
  }
  for (const entry of entryPoints(pkg)) if (!shipped.has(entry)) problems.push(`entry point not in the tarball: ${entry}`);
  for (const [, target] of (readme ?? '').matchAll(/\]\(([^)\s#]+)[^)]*\)/g)) {
    if (/^[a-z]+:/i.test(target)) continue;
    const path = target.replace(/^\.\//, '');
    if (!shipped.has(path)) problems.push(`README links to ${target}, which is not in the tarball`);
  }
  for (const [name, range] of Object.entries(pkg.dependencies ?? {})) {
    if (versions[name] !== undefined && range !== versions[name]) problems.push(`depends on ${name}@${range}, but the workspace has ${versions[name]}`);
  }
  for (const field of ['license', 'repository', 'homepage', 'engines', 'description']) if (pkg[field] === undefined) problems.push(`package.json has no ${field}`);
  if (!shipped.has('README.md')) problems.push('no README.md in the tarball');
  return problems;
}
