/** Field path ("email", or "ctaButtons.meetingUrl" in nested forms) to the first message the schema gave for it. */
export type FieldErrors = Partial<Record<string, string>>;

type Issue = { path: readonly PropertyKey[]; message: string };

/** A zod schema from packages/shared, seen structurally so zod stays a dependency of the contracts only. */
export type FormSchema<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};

type FormResult<T> = { isValid: true; data: T } | { isValid: false; errors: FieldErrors };

/** Validates form values with a contract schema; each field keeps its first message. */
export function validateForm<T>(schema: FormSchema<T>, values: unknown): FormResult<T> {
  const result = schema.safeParse(values);
  if (result.success) return { isValid: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join(".") || "form";
    errors[field] ??= issue.message;
  }
  return { isValid: false, errors };
}

/** The errors without the one of a field the user just edited. */
export function withoutError(errors: FieldErrors, field: string): FieldErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}
