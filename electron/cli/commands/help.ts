import { EXIT, type Command } from '../command';
import { usageText } from '../usage';

/** `arbiter help [command]`: the command list, or one command's arguments. */
export const help: Command = {
  name: 'help',
  summary: 'list the commands, or show how to call one',
  usage: 'arbiter help [command]',
  async run(args, io) {
    // Imported when run: the list imports this file, so a static import would be circular.
    const { commands } = await import('./index');
    if (args.length === 0) {
      io.out(usageText(commands));
      return EXIT.ok;
    }
    const command = commands.find((c) => c.name === args[0]);
    if (!command) {
      io.err(`arbiter help: no command "${args[0]}"\n\n${usageText(commands)}`);
      return EXIT.usage;
    }
    io.out(`${command.summary}\n\n${command.usage}`);
    return EXIT.ok;
  },
};
