export const ROOT: string;
export const DIST: string;
/** Why `dist/` must be built again, or null when it is up to date. */
export function needsBuild(): string | null;
/** Builds `dist/` when it is stale (true when it built); throws when the build fails. */
export function ensureBuild(options?: { quiet?: boolean }): boolean;
