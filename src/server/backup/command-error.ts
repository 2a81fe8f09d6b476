/**
 * A command stops for a reason its user can act on: the message says what and what to do, and the
 * command ends with a non-zero exit code and no stack trace (backup/cli.ts).
 */
export class CommandError extends Error {}
