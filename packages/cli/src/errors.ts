/** The exit codes of `laundry`, set in one place (run.ts). */
export const EXIT = {
  ok: 0,
  /** The server refused, failed or could not be reached. */
  failure: 1,
  /** Bad usage or invalid input. */
  usage: 2,
  /** Not signed in, or the session has expired. */
  signedOut: 3,
  /** Cancelled with Ctrl-C at a prompt (128 + SIGINT). */
  cancelled: 130,
} as const;

/** An error that knows its exit code; its message is printed as is. */
export class CliError extends Error {
  override name = 'CliError';
  constructor(
    message: string,
    readonly exitCode: number = EXIT.failure,
  ) {
    super(message);
  }
}

export class UsageError extends CliError {
  override name = 'UsageError';
  constructor(message: string) {
    super(message, EXIT.usage);
  }
}

export class NotSignedInError extends CliError {
  override name = 'NotSignedInError';
  constructor(message = 'Not signed in. Run `laundry login` first.') {
    super(message, EXIT.signedOut);
  }
}

export class SessionExpiredError extends CliError {
  override name = 'SessionExpiredError';
  constructor() {
    super('Your session has expired. Run `laundry login` to sign in again.', EXIT.signedOut);
  }
}

export class CancelledError extends CliError {
  override name = 'CancelledError';
  constructor() {
    super('Cancelled.', EXIT.cancelled);
  }
}
