import { CreateCompanyBody } from "@vemo/shared/contracts/companies";
import { useId, useState } from "react";
import type { FormEvent } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";
import { Notice } from "../../../components/notice";
import { inputClass, TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { validateForm, withoutError } from "../../../lib/validate-form";
import type { FieldErrors } from "../../../lib/validate-form";
import { useCreateCompany } from "../hooks/use-create-company";

type CompanyValues = { name: string; description: string; website: string; logo: string };

const EMPTY_VALUES: CompanyValues = { name: "", description: "", website: "", logo: "" };

export function CreateCompanyDialog({ onClose }: { onClose: () => void }) {
  const descriptionId = useId();
  const createCompany = useCreateCompany();
  const [values, setValues] = useState<CompanyValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<FieldErrors>({});

  function handleChange(field: keyof CompanyValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => withoutError(current, field));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(CreateCompanyBody, values);
    if (!result.isValid) {
      setErrors(result.errors);
      return;
    }
    createCompany.mutate({ ...result.data, description: result.data.description || null }, { onSuccess: onClose });
  }

  return (
    <Modal title="Create Company" onClose={onClose}>
      <form noValidate onSubmit={handleSubmit} className="mt-4 space-y-4">
        {createCompany.isError && (
          <Notice tone="error">{errorMessage(createCompany.error, "Failed to create company")}</Notice>
        )}
        <TextField
          label="Company Name"
          value={values.name}
          error={errors.name}
          hint="Spaces, dots and special characters are allowed in company names."
          onValueChange={(value) => handleChange("name", value)}
        />
        <div>
          <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-slate-700">
            Description
          </label>
          <textarea
            id={descriptionId}
            rows={3}
            value={values.description}
            onChange={(event) => handleChange("description", event.target.value)}
            className={inputClass}
          />
        </div>
        <TextField
          label="Website"
          type="url"
          placeholder="https://example.com"
          value={values.website}
          error={errors.website}
          onValueChange={(value) => handleChange("website", value)}
        />
        <TextField
          label="Logo URL"
          type="url"
          placeholder="https://example.com/logo.png"
          value={values.logo}
          error={errors.logo}
          onValueChange={(value) => handleChange("logo", value)}
        />
        <div className="flex justify-end gap-3">
          <button type="button" onClick={onClose} className={secondaryButtonClass}>
            Cancel
          </button>
          <button type="submit" disabled={createCompany.isPending} className={primaryButtonClass}>
            {createCompany.isPending ? "Creating..." : "Create"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
