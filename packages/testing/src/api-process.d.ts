export interface ApiProcess {
  url: string;
  dataDir: string;
  /** The process's id (its workers are its children). */
  pid: number | undefined;
  /** The embedded database it started (database `brightwave`). */
  embeddedMongoUri: string;
  stop(): Promise<void>;
  /** Sends a signal to the process (SIGTERM to stop it gracefully, SIGKILL to crash it). */
  signal(name: NodeJS.Signals): void;
  /** Resolves with the exit code (null when ended by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** What it has written to stdout and stderr so far. */
  output(): string;
}

export function canListen(port: number): Promise<boolean>;
export const CHROMIUM_UNSAFE_PORTS: ReadonlySet<number>;
export function freePort(): Promise<number>;
export function reservePort(): Promise<{ port: number; release(): Promise<void> }>;
export function startApi(extraEnv?: NodeJS.ProcessEnv): Promise<ApiProcess>;
export function waitUntilReady(
  url: string,
  child: import('node:child_process').ChildProcess,
  output: () => string,
  anyStatus?: boolean,
): Promise<void>;
