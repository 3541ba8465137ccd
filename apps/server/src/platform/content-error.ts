import type { ProcessingErrorType } from "@vemo/shared/contracts/vemos";

/**
 * A permanent reason a source cannot be processed (a bot wall, no captions, not a PDF…): it is
 * stored on the source and shown to the owner; retrying cannot help. Any other error is transient.
 */
export class ContentError extends Error {
  override readonly name = "ContentError";

  constructor(
    readonly errorType: ProcessingErrorType,
    message: string,
    readonly protectionDetected = false,
  ) {
    super(message);
  }
}
