import { spawn, type ChildProcess } from 'node:child_process';

/** A child process we started, in its own process group so stopping it also stops what it spawned. */
export type Child = { process: ChildProcess; output: () => string; exited: Promise<number | null>; stop: () => Promise<void> };

export function startChild(command: string, args: string[], options: { env: NodeJS.ProcessEnv; echo?: boolean }): Child {
  const child = spawn(command, args, { env: options.env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    if (options.echo) process.stdout.write(text);
    tail = (tail + text).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const signalGroup = (signal: NodeJS.Signals) => {
        try {
          process.kill(-child.pid!, signal);
        } catch {
          // already gone
        }
      };
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
      signalGroup('SIGKILL'); // anything the leader left behind
    })());
  return { process: child, output: () => tail, exited, stop };
}

/** Runs a child to completion, echoing its output; rejects with its output when it fails. */
export async function runChild(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = startChild(command, args, { env, echo: true });
  const code = await child.exited;
  if (code !== 0) throw new Error(`${[command, ...args].join(' ')} exited with ${code}`);
}

/** Polls `url` until it answers 200, the child exits, or the timeout passes. */
export async function waitForOk(url: string, headers: Record<string, string>, child: Child, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void child.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`The server exited before it was ready:\n${child.output()}`);
    try {
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s:\n${child.output()}`);
}
