import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The budget is on gzip (design.md §8: initial JavaScript under 250 kB), measured by npm run bench:ui.
  build: { outDir: 'dist/client', emptyOutDir: true, chunkSizeWarningLimit: 800 },
  server: {
    proxy: {
      '/gateway/api': 'http://localhost:8080',
      '/gateway/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
