import { paths } from '../paths.ts';

type From = { pathname?: string; search?: string; hash?: string } | string | null | undefined;

/**
 * Where to go after signing in: the page the guard or product card remembered, if it is a path on
 * this site (never another origin, never the auth pages themselves), else home.
 */
export function returnPath(from: From): string {
  const path = typeof from === 'string' ? from : from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return paths.home;
  // Browsers drop tabs and new lines from URLs and read a backslash as a slash, so "/\t/evil.example"
  // would become "//evil.example": a path with either is not one of ours.
  if ([...path].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return paths.home;
  if (path.startsWith(paths.login) || path.startsWith(paths.signup)) return paths.home;
  return path;
}
