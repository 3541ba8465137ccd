/** The billing reads; every subscription read shares a prefix, so a plan change refreshes them all at once. */
export const billingQueryKeys = {
  subscriptions: ["billing", "subscription"] as const,
  subscription: (companyId: string) => ["billing", "subscription", companyId] as const,
  testCheckout: (sessionId: string) => ["billing", "test-checkout", sessionId] as const,
};
