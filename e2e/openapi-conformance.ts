import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenApiViolation } from '@/scripts/openapi-validator';

/**
 * Global teardown: the run fails if any API exchange disagreed with /api/v1/openapi.json (recorded by the
 * validation proxy, scripts/openapi-validator.ts). Lists each one: method, path, status, and what Prism said.
 */
export default function openApiConformance(): void {
  const fixtures = path.resolve(process.env.TEST_DATA_DIR ?? '.data-test', 'fixtures.json');
  if (!existsSync(fixtures)) return;
  const { validatorLog } = JSON.parse(readFileSync(fixtures, 'utf8')) as { validatorLog?: string | null };
  if (!validatorLog || !existsSync(validatorLog)) return;
  const violations = readFileSync(validatorLog, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OpenApiViolation);
  if (violations.length === 0) return;
  const described = violations.map((v) => `${v.method} ${v.path} → ${v.status}: ${v.violations.map((x) => `${(x.location ?? []).join('.')} ${x.message ?? ''}`).join('; ')}`);
  throw new Error(`${violations.length} API exchange(s) disagreed with the OpenAPI document:\n${described.join('\n')}`);
}
