import { paths } from '../paths.ts';

type From = { pathname?: string; search?: string; hash?: string } | string | null | undefined;

/**
 * Where to go after signing in: the page the guard or product card remembered, if it is a path on
 * this site (never another origin, never the auth pages themselves), else home.
 */
export function returnPath(from: From): string {
  const path = typeof from === 'string' ? from : from?.pathname ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}` : '';
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return paths.home;
  if (path.startsWith(paths.login) || path.startsWith(paths.signup)) return paths.home;
  return path;
}
