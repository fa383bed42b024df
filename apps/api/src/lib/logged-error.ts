/** An error as the logs may keep it: what went wrong and where, never the values it was working on. */
export type LoggedError = { type: string; code?: string; message: string; stack?: string; cause?: LoggedError };

/** Database errors name the values they failed on: drizzle's `params: …`, PostgreSQL's `detail` and `where`. */
const VALUES_IN_MESSAGE = /\nparams: [\s\S]*$/;
const MAX_DEPTH = 3;

function withoutValues(text: string): string {
  return text.replace(VALUES_IN_MESSAGE, '\nparams: [redacted]');
}

/**
 * The `err` serializer of every log line. A failed request may have been carrying a child's name, birth
 * date or a guardian's e-mail: the message and stack are kept without the query parameters, and the
 * fields drivers attach (`params`, `detail`, `where`, a validation's `input`) are not logged at all.
 */
export function loggedError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[not an Error]' };
  const code = (error as { code?: unknown }).code;
  const logged: LoggedError = {
    type: error.constructor?.name ?? 'Error',
    message: withoutValues(error.message),
    ...(typeof code === 'string' ? { code } : {}),
    ...(error.stack ? { stack: withoutValues(error.stack) } : {}),
  };
  if (error.cause !== undefined && depth < MAX_DEPTH) logged.cause = loggedError(error.cause, depth + 1);
  return logged;
}
