/**
 * Errors the services throw on purpose. The one error handler turns each into its status code
 * and `{ success: false, message, field? }`; anything else becomes a 500 that leaks nothing.
 */
export abstract class AppError extends Error {
  abstract readonly statusCode: number;

  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Input that passed the schema but is still wrong (a wrong current password). */
export class BadRequestError extends AppError {
  readonly statusCode = 400;
}

/** Not signed in, or a token that is missing, forged, expired or revoked. */
export class UnauthorizedError extends AppError {
  readonly statusCode = 401;
}

/** Signed in but not allowed. */
export class ForbiddenError extends AppError {
  readonly statusCode = 403;
}

export class NotFoundError extends AppError {
  readonly statusCode = 404;
}

/** The request clashes with what is stored (a duplicate e-mail). */
export class ConflictError extends AppError {
  readonly statusCode = 409;
}

/** A business rule refused the request (deleting your own account). */
export class RuleViolation extends AppError {
  readonly statusCode = 409;
}

export class TooManyRequestsError extends AppError {
  readonly statusCode = 429;

  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * The server is busy with heavy work and sheds this request at once rather than queueing it;
 * `Retry-After` tells the client when to try again (DESIGN: heavy work).
 */
export class ServiceUnavailableError extends AppError {
  readonly statusCode = 503;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}
