import type { FastifyServerOptions } from 'fastify';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** What a closed tab or dropped network leaves when it goes away mid-answer. */
const CALLER_GONE = 'premature close';

/**
 * The server's log settings. Tokens and cookies never reach the log. A caller that goes away
 * while a compressed answer is streaming is logged at info, as the error handler logs one that
 * goes before its answer: @fastify/compress reports that as an error with a stack, which would
 * fill the shop's log with failures that are only closed tabs.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    hooks: {
      logMethod(args, method, levelValue) {
        const [first] = args;
        if (levelValue >= 50 && first instanceof Error && first.message === CALLER_GONE) {
          this.info({ err: first.message }, 'client closed the connection during its answer');
          return;
        }
        method.apply(this, args);
      },
    },
  };
}
