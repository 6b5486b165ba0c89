import { execFileSync } from 'node:child_process';
import type { ContractRenderBench } from './contract-render';

/**
 * Runs the contract-rendering benchmark (contract-render.ts) in a process of its own, so its memory
 * figures are the renders' alone and React loads in its production build whatever the bench process
 * has loaded. Returns its JSON result.
 */
export function runContractRenderBench(): ContractRenderBench {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench/contract-render.ts', '--json'], {
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
    maxBuffer: 16 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const result = JSON.parse(out) as ContractRenderBench & { date: string };
  return { ...result, date: new Date(result.date) };
}
