import type { IntakeValues } from './intake-values';
import { SECRET_PATHS } from './intake-values';

/**
 * The intake draft in sessionStorage, so a reload or a slip of the back button loses nothing. The tab's
 * storage only, keyed by user, and never the SSNs or bank numbers: those stay in memory and must be
 * typed again after a reload.
 */
const keyFor = (userKey: string) => `leaseline:intake-draft:${userKey}`;

function withoutSecrets(values: IntakeValues): IntakeValues {
  const copy = structuredClone(values);
  for (const path of SECRET_PATHS) {
    const keys = path.split('.');
    let node = copy as unknown as Record<string, unknown>;
    for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
    if (node) node[keys.at(-1)!] = '';
  }
  return copy;
}

export function saveDraft(userKey: string, values: IntakeValues): void {
  try {
    sessionStorage.setItem(keyFor(userKey), JSON.stringify(withoutSecrets(values)));
  } catch {
    // Storage full or disabled: the draft only lives in memory then.
  }
}

export function loadDraft(userKey: string): IntakeValues | null {
  try {
    const text = sessionStorage.getItem(keyFor(userKey));
    return text ? (withoutSecrets(JSON.parse(text) as IntakeValues)) : null;
  } catch {
    return null;
  }
}

export function clearDraft(userKey: string): void {
  try {
    sessionStorage.removeItem(keyFor(userKey));
  } catch {
    // Nothing to clear.
  }
}
