import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next*/**', '.data*/**', 'node_modules/**', 'db/migrations/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts']),
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    // The core stays framework-free (SPEC §2): no Next.js, React or app code in lib/core.
    files: ['lib/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['next', 'next/*', 'react', 'react-dom', '@/app/*', '@/components/*'] }],
    },
  },
]);
