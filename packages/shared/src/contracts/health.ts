import { z } from "zod";

/** GET /api/health: answers only when the database answers. */
export const HealthResponse = z.object({ status: z.literal("ok") });
export type HealthResponse = z.infer<typeof HealthResponse>;
