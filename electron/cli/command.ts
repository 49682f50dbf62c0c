/** Where a command writes: stdout and stderr by default, buffers in tests. */
export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/** A command of `arbiter <command>`: one file under electron/cli/commands, listed in commands/index.ts. */
export interface Command {
  /** The word after `arbiter`. */
  name: string;
  /** One line for the command list. */
  summary: string;
  /** Its arguments, as `arbiter help <name>` shows them (first line: the synopsis). */
  usage: string;
  /** Runs the command; resolves with the process exit code (see EXIT). */
  run(args: string[], io: CliIo): Promise<number>;
}

/** Exit codes shared by every command. */
export const EXIT = {
  ok: 0,
  /** The job ran and failed (a scenario failed, a file did not import...). */
  failed: 1,
  /** The command line was wrong, or a part the command needs is missing. */
  usage: 2,
} as const;

/** Writes to the process's stdout and stderr. */
export const consoleIo: CliIo = {
  out: (text) => process.stdout.write(text.endsWith('\n') ? text : text + '\n'),
  err: (text) => process.stderr.write(text.endsWith('\n') ? text : text + '\n'),
};
