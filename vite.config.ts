import viteFastify from '@fastify/vite/plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [viteFastify({ clientModule: '/src/client/entry-server.tsx' }), react(), tailwindcss()],
  environments: {
    // @fastify/vite looks for the SSR bundle under the entry module's own name.
    ssr: { build: { rollupOptions: { output: { entryFileNames: 'entry-server.js' } } } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
