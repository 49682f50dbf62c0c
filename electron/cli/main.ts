import { pathToFileURL } from 'node:url';
import { consoleIo, EXIT, type CliIo } from './command';
import { commands } from './commands/index';
import { usageText } from './usage';

// Flags people type out of habit, mapped to their commands.
const ALIASES: Readonly<Record<string, string>> = { '--help': 'help', '-h': 'help', '--version': 'version', '-V': 'version' };

/** Runs `arbiter <command> [args]`; resolves with the exit code. */
export async function runCli(argv: readonly string[], io: CliIo = consoleIo): Promise<number> {
  const [first, ...rest] = argv;
  if (first === undefined) {
    io.err(usageText(commands));
    return EXIT.usage;
  }
  const name = ALIASES[first] ?? first;
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.err(`arbiter: unknown command "${first}"\n\n${usageText(commands)}`);
    return EXIT.usage;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    io.err(`arbiter ${command.name}: ${e instanceof Error ? e.message : String(e)}`);
    return EXIT.failed;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
