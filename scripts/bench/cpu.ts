import { existsSync, readdirSync, readFileSync } from 'node:fs';
import postgres from 'postgres';

/**
 * CPU time spent serving, read from /proc (Linux; elsewhere NaN). Latency on a shared machine depends
 * on what else runs; the CPU a request costs much less so, which makes it the steadier way to compare
 * the app with its floor.
 */
const TICK_MS = 10; // USER_HZ is 100 on Linux

function stat(pid: string): { pgrp: number; cpuMs: number } | null {
  try {
    // Fields after "pid (comm) ": state ppid pgrp … utime(11) stime(12)
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1)!.split(' ');
    return { pgrp: Number(fields[2]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null; // the process ended meanwhile
  }
}

const available = existsSync('/proc/self/stat');

/** User + system CPU of every live process in a process group (a server and whatever it spawned). */
export function processGroupCpuMs(pgid: number): number {
  if (!available) return Number.NaN;
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const s = stat(pid);
    if (s?.pgrp === pgid) total += s.cpuMs;
  }
  return total;
}

/**
 * The CPU of the PostgreSQL backends serving `databaseName`, when the server runs on this machine
 * (0 otherwise: a remote server's work cannot be seen from here).
 */
export function postgresBackendsCpu(adminUrl: string, databaseName: string): { read: () => Promise<number>; close: () => Promise<void> } {
  const host = new URL(adminUrl).hostname;
  const local = available && ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host);
  const sql = postgres(adminUrl, { max: 1, onnotice: () => {} });
  // Every backend's CPU at its latest reading. One that ends between two readings (a server closing its
  // pool, or dying) keeps its last figure, so the total never goes backwards: summing only the live
  // backends once read a floor at −2.15 ms per request after the app's connections closed.
  const lastSeen = new Map<number, number>();
  return {
    read: async () => {
      if (!local) return 0;
      const rows = await sql<{ pid: number }[]>`select pid from pg_stat_activity where datname = ${databaseName}`;
      for (const { pid } of rows) {
        const cpuMs = stat(String(pid))?.cpuMs;
        if (cpuMs !== undefined) lastSeen.set(pid, cpuMs);
      }
      let total = 0;
      for (const cpuMs of lastSeen.values()) total += cpuMs;
      return total;
    },
    close: () => sql.end(),
  };
}
