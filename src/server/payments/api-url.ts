/**
 * A provider's API path under the base URL Market is configured with. The path is appended, as
 * SSLCommerz's and bKash's own SDKs do, so a base with a path of its own (`https://proxy.example/ssl`)
 * keeps it; `new URL('/gwprocess/…', base)` would drop it. Slashes where the two meet count once.
 */
export function apiUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
