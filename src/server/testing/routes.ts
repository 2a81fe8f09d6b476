import type { TestApp } from './test-app.ts';

/** Every "METHOD /path/{param}" the app serves, read from Fastify's route tree. */
export function appRoutes(instance: TestApp): string[] {
  const out: string[] = [];
  const stack: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    const path = (stack[depth - 1] ?? '') + m[2]!;
    stack[depth] = path;
    for (const alternative of path.split('|').map((p, i, all) => (i === 0 ? p : all[0]!.replace(/:[^/]+$/, p)))) {
      for (const method of (m[3] ?? '').split(', ').filter(Boolean)) out.push(`${method} ${alternative.replace(/:(\w+)/g, '{$1}')}`);
    }
  }
  return out;
}
