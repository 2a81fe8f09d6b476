import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { webManifest } from './src/shared/manifest.ts';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** /manifest.webmanifest from src/shared/manifest.ts: written into the build, answered by the dev server. */
function manifest(): Plugin {
  const source = JSON.stringify(webManifest, null, 2);
  return {
    name: 'market:web-manifest',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'manifest.webmanifest', source });
    },
    configureServer(server) {
      server.middlewares.use('/manifest.webmanifest', (_req, res) => {
        res.setHeader('content-type', 'application/manifest+json');
        res.end(source);
      });
    },
  };
}

/**
 * The client runs on Preact (docs/decisions/008): the source imports React, and these send each React
 * entry to preact/compat, in the browser build, the server renderer and the DOM tests alike.
 */
export const reactOnPreact = {
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react-dom': 'preact/compat',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
  react: 'preact/compat',
};

export default defineConfig(({ isSsrBuild }) => ({
  root: here('./src/web'),
  // Icons under their own names (favicon.ico, apple-touch-icon.png…), copied as they are.
  publicDir: isSsrBuild ? false : here('./src/web/public'),
  plugins: [preact({ reactAliasesEnabled: false }), tailwindcss(), ...(isSsrBuild ? [] : [manifest()])],
  resolve: {
    alias: { '#shared': here('./src/shared'), ...reactOnPreact },
  },
  // Bundled, not loaded from node_modules at run time: every library that imports React (the router,
  // TanStack Query, the toasts, the forms) must reach preact/compat through the aliases above, and the
  // renderer and the components must share one Preact.
  ssr: { noExternal: true },
  // `vite build --ssr` makes the server renderer (src/web/entry-server.tsx) into dist/ssr, beside the client.
  build: isSsrBuild
    ? { outDir: here('./dist/ssr'), emptyOutDir: true, rollupOptions: { input: here('./src/web/entry-server.tsx') } }
    : { outDir: here('./dist/client'), emptyOutDir: true, sourcemap: false, reportCompressedSize: false },
  server: {
    port: 5173,
    // npm run dev starts the API server on MARKET_API_PORT (default 3000) beside this one. The Host
    // header is kept, so the API trusts the page's own origin (:5173) for sign-in and writes.
    proxy: {
      '/api': { target: `http://localhost:${process.env.MARKET_API_PORT ?? '3000'}`, changeOrigin: false },
      '/images': { target: `http://localhost:${process.env.MARKET_API_PORT ?? '3000'}`, changeOrigin: false },
    },
  },
}));
