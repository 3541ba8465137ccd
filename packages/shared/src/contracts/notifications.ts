import { z } from "zod";

/** POST /api/vemos/share/{token}/sessions/{sessionId}/end: the share page is going away (sent once by its `pagehide` beacon). */
export const EndViewerSessionResponse = z.object({ success: z.literal(true) });
export type EndViewerSessionResponse = z.infer<typeof EndViewerSessionResponse>;
