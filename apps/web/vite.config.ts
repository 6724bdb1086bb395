import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API (apps/api) serves apps/web/dist on :8080; in development Vite proxies /api to it.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
});
