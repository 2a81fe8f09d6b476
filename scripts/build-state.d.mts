export const BUILT_SERVER: string;
export function buildState(): 'current' | 'stale' | 'missing';
export function ensureBuild(say?: (line: string) => void): void;
