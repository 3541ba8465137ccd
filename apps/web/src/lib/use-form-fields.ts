import { useState } from "react";
import type { FormEvent } from "react";
import { validateForm, withoutError } from "./validate-form";
import type { FieldErrors, FormSchema } from "./validate-form";

/**
 * The values and field errors of a form of text fields checked by a contract schema;
 * editing a field clears its error.
 */
export function useFormFields<V extends Record<keyof V, string>>(initialValues: V | (() => V)) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});

  /** The `value`, `error` and `onValueChange` props of a TextField. */
  function field(name: keyof V & string) {
    return {
      value: values[name],
      error: errors[name],
      onValueChange: (value: string) => {
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => withoutError(current, name));
      },
    };
  }

  /** A submit handler that shows the schema's messages, or calls `onValid` with what it parsed. */
  function handleSubmit<T>(schema: FormSchema<T>, onValid: (data: T) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = validateForm(schema, values);
      if (result.isValid) onValid(result.data);
      else setErrors(result.errors);
    };
  }

  /** Replaces the values and drops the errors, as after a save or a discard. */
  function reset(nextValues: V) {
    setValues(nextValues);
    setErrors({});
  }

  return { field, handleSubmit, reset };
}
