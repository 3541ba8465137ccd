/** The organisation's batch history; a new batch of unique links invalidates it. */
export const bulkUploadQueryKeys = {
  all: ["bulk-uploads"] as const,
  list: (sharedBy: string) => ["bulk-uploads", sharedBy] as const,
};
