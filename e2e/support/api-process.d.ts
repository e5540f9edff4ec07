export interface ApiProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function reservePort(): Promise<{ port: number; release(): Promise<void> }>;
export function startApi(extraEnv?: NodeJS.ProcessEnv): Promise<ApiProcess>;
