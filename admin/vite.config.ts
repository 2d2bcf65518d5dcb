// Builds the staff panel into dist/admin, served by the server at /admin.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from '../scripts/precompress';

const root = path.dirname(fileURLToPath(import.meta.url));
const packages = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

export default defineConfig({
  root,
  base: '/admin/',
  plugins: [react(), precompressAssets()],
  build: {
    outDir: path.resolve(root, '../dist/admin'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Libraries cached apart from panel code; higher priority groups take shared dependencies first,
        // so the rich-text editor (loaded only with the blog form) keeps nothing the rest of the panel needs.
        // MUI is split by who loads it (entriesAware): the sign-in screen, shown before the panel is fetched
        // (admin/main.tsx), takes only the components it uses, and the panel the rest.
        codeSplitting: {
          groups: [
            { name: 'react', test: packages('react|react-dom|scheduler'), priority: 40 },
            // Shared by react-admin, the editor and the charts: its own chunk, so none of them loads another.
            { name: 'sync-store', test: packages('use-sync-external-store'), priority: 35 },
            {
              name: 'mui',
              test: packages('@mui/(?!x-)[\\w-]+|@emotion|@popperjs|react-transition-group'),
              priority: 30,
              entriesAware: true,
            },
            // React-admin's default theme (a plain object) apart: the sign-in screen draws with it.
            { name: 'ra-theme', test: /[\\/]ra-ui-materialui[\\/]dist[\\/]theme[\\/]defaultTheme/, priority: 25 },
            {
              name: 'react-admin',
              test: packages(
                'ra-core|ra-ui-materialui|ra-data-simple-rest|react-admin|@tanstack|react-hook-form|react-router|react-router-dom',
              ),
              priority: 20,
            },
            {
              name: 'editor',
              test: packages('@tiptap|prosemirror-[\\w-]+|ra-input-rich-text|linkifyjs'),
              priority: 10,
            },
            // The charts, loaded only with Reports; below MUI's group so MUI's own modules stay there.
            { name: 'charts', test: packages('@mui/x-[\\w-]+|@base-ui|bezier-easing'), priority: 12 },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' } },
});
