import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [
    {
      // Handlebars templates are imported as their source text, as webpack's asset/source does.
      name: 'hbs-as-text',
      load(id) {
        if (id.endsWith('.hbs')) return `export default ${JSON.stringify(readFileSync(id, 'utf8'))};`;
        return null;
      },
    },
  ],
  test: {
    include: ['**/*.test.ts'],
    exclude: ['node_modules/**', 'dist/**'],
    testTimeout: 60_000,
  },
});
