/** An OCTO error: `{ error, errorMessage, ...extra }` with its HTTP status (docs/octo.md). */
export class OctoError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'OctoError';
  }
}
