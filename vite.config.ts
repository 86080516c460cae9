import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // The budget is on gzip (design.md §8: initial JavaScript under 200 kB), measured by npm run bench:ui and checked
  // by tests/e2e/initial-script.e2e.ts.
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    chunkSizeWarningLimit: 800,
    // Everything the first page needs in one chunk: left to itself the bundler cut it into some twenty-five chunks
    // (the parts lazy screens share), each gzipped on its own, 14 kB more in all. Lazy screens keep their own chunks.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
  server: {
    proxy: {
      '/gateway/api': 'http://localhost:8080',
      '/gateway/ws': { target: 'ws://localhost:8080', ws: true },
    },
  },
});
