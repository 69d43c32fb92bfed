/** Whether dist/node/main.js exists, and whether a source the build reads is newer than it. */
export function buildAge(root: string): { built: boolean; stale: boolean };
