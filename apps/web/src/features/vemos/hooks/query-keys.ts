/** Every cached Vemo read starts with "vemos", so one invalidation refreshes lists and details alike. */
export const vemoQueryKeys = {
  all: ["vemos"] as const,
  list: (companyId: string) => ["vemos", "list", companyId] as const,
  detail: (vemoId: string) => ["vemos", "detail", vemoId] as const,
};
