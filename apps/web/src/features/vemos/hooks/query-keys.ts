/** Every cached Vemo read starts with "vemos", so one invalidation refreshes lists and details alike. */
export const vemoQueryKeys = {
  all: ["vemos"] as const,
  list: (companyId: string, sharedBy = "") => ["vemos", "list", companyId, sharedBy] as const,
  detail: (vemoId: string) => ["vemos", "detail", vemoId] as const,
};
