import type { Command } from './command';

/** The usage text: how to call, then one line per command. */
export function usageText(commands: readonly Command[]): string {
  const width = Math.max(...commands.map((c) => c.name.length));
  return [
    'usage: arbiter <command> [arguments]',
    '       (from a checkout: npm run arbiter -- <command> [arguments])',
    '',
    'commands:',
    ...commands.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'arbiter help <command> shows a command\'s arguments.',
    'exit codes: 0 done, 1 the job failed, 2 bad command line or a missing part.',
  ].join('\n');
}
