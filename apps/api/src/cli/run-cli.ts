import { ConfigError } from '../config/config.js';

/** A refusal the operator can act on: its message is all they see, without a stack. */
export class CliError extends Error {}

/**
 * Runs a command-line tool's `main`. A refusal (a bad setting, a bad command line) prints its
 * lines alone and exits with `refusedExitCode`; anything unexpected prints the error in full
 * (a bug report needs the stack) and exits with 1.
 */
export function runCli(main: () => Promise<void>, refusedExitCode = 1): void {
  main().catch((error: unknown) => {
    const isRefusal = error instanceof CliError || error instanceof ConfigError;
    console.error(isRefusal ? error.message : error);
    process.exit(isRefusal ? refusedExitCode : 1);
  });
}
