/**
 * Finds the error body ({ message, errors }) that the collectors read: the parsed body of an
 * ApiError (any error carrying `.body`), a plain body object, an Error's message, or a string.
 */
export function extractErrorBody(error: unknown): unknown {
  if (typeof error === 'string') return { message: error };
  if (typeof error !== 'object' || error === null) return {};
  if ('body' in error && error.body !== undefined && error.body !== null) {
    const { body } = error;
    return typeof body === 'string' ? { message: body } : body;
  }
  if (Array.isArray(error)) return { errors: error };
  const message =
    'message' in error && typeof error.message === 'string' ? error.message : undefined;
  const errors = 'errors' in error ? error.errors : undefined;
  return { message, errors };
}

/** Splits every message on newlines so each line renders on its own. */
export function toLines(messages: readonly string[]): string[] {
  return messages.flatMap((message) => message.split('\n')).filter((line) => line !== '');
}
