import type { Command } from '../command';
import { conformance } from './conformance';
import { coverage } from './coverage';
import { help } from './help';
import { importCommand } from './import';
import { search } from './search';
import { sim } from './sim';
import { version } from './version';
import { web } from './web';

/** Every command of `arbiter`, in the order the usage text lists them. A new command adds one line here. */
export const commands: readonly Command[] = [help, version, web, conformance, coverage, importCommand, search, sim];
