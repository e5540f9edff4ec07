export interface ApiProcess {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number>;
export function startApi(extraEnv?: NodeJS.ProcessEnv): Promise<ApiProcess>;
