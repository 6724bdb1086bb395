import { terminalLine } from '../platform/terminal-text.js';

/** Where an admin command reads its environment and writes its lines; tests pass their own to capture both. */
export interface AdminIo {
  env?: Record<string, string | undefined>;
  cwd?: string;
  out(line: string): void;
  err(line: string): void;
}

/**
 * Issue 32: the one way out of every admin command. Each line is escaped (terminalLine) so stored text
 * cannot break it or forge another; our own multi-line texts (the usage) go through `block`.
 */
export function lineSafeIo(io: AdminIo): AdminIo & { block(text: string): void } {
  return {
    env: io.env,
    cwd: io.cwd,
    out: (line) => io.out(terminalLine(line)),
    err: (line) => io.err(terminalLine(line)),
    block: (text) => {
      for (const line of text.split('\n')) io.err(terminalLine(line));
    },
  };
}
