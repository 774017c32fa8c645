import { runCli } from './run';
import { terminalContext } from './terminal';

process.exitCode = await runCli(process.argv.slice(2), terminalContext());
