export interface StartedPlatform {
  /** `http://127.0.0.1:<port>` */
  baseURL: string;
  /** Resolves when GET /api/ready answers; rejects if the platform exits first or takes too long. */
  ready(timeoutMs?: number): Promise<void>;
  /** Stops the platform's process group (SIGTERM, then SIGKILL after 12 s). */
  stop(): Promise<void>;
}

export declare function ensureSiteBuilt(options?: { rebuild?: boolean }): void;
export declare function freePort(): Promise<number>;
export declare function startPlatform(port: number, env?: Record<string, string>): StartedPlatform;
