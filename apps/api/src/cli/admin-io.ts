/** Where an admin command reads its environment and writes its lines; tests pass their own to capture both. */
export interface AdminIo {
  env?: Record<string, string | undefined>;
  cwd?: string;
  out(line: string): void;
  err(line: string): void;
}
