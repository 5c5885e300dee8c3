import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API, the identity, /config and the upload templates (/files) live on the Node server.
const serverOrigin = process.env.AFX_SERVER_URL ?? 'http://localhost:8080';
const proxiedPrefixes = ['/api', '/auth', '/config', '/files'];

/**
 * The libraries every start needs get chunks of their own, so a release that changes only the
 * app's code leaves them cached. antd is left to the default splitting: it is loaded with the
 * pages, piece by piece.
 */
const startupLibraries = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
  { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|use-sync-external-store)[\\/]/ },
  { name: 'oidc', test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]/ },
];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxiedPrefixes.map((prefix) => [prefix, { target: serverOrigin }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: { codeSplitting: { groups: startupLibraries } },
    },
  },
});
