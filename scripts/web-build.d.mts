/** Builds out/web when missing or stale (scripts/web-build.mjs); returns the build's exit status. */
export function ensureWebBuild(): number;
