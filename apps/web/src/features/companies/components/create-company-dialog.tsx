import { CreateCompanyBody } from "@vemo/shared/contracts/companies";
import { useId } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Modal } from "../../../components/modal";
import { Notice } from "../../../components/notice";
import { inputClass, TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { useFormFields } from "../../../lib/use-form-fields";
import { useCreateCompany } from "../hooks/use-create-company";

type CompanyValues = { name: string; description: string; website: string; logo: string };

const EMPTY_VALUES: CompanyValues = { name: "", description: "", website: "", logo: "" };

export function CreateCompanyDialog({ onClose }: { onClose: () => void }) {
  const descriptionId = useId();
  const createCompany = useCreateCompany();
  const { field, handleSubmit } = useFormFields(EMPTY_VALUES);
  const description = field("description");

  const handleCreate = handleSubmit(CreateCompanyBody, (company) => {
    createCompany.mutate({ ...company, description: company.description || null }, { onSuccess: onClose });
  });

  return (
    <Modal title="Create Company" onClose={onClose}>
      <form noValidate onSubmit={handleCreate} className="mt-4 space-y-4">
        {createCompany.isError && (
          <Notice tone="error">{errorMessage(createCompany.error, "Failed to create company")}</Notice>
        )}
        <TextField
          label="Company Name"
          hint="Spaces, dots and special characters are allowed in company names."
          {...field("name")}
        />
        <div>
          <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-slate-700">
            Description
          </label>
          <textarea
            id={descriptionId}
            rows={3}
            value={description.value}
            onChange={(event) => description.onValueChange(event.target.value)}
            className={inputClass}
          />
        </div>
        <TextField label="Website" type="url" placeholder="https://example.com" {...field("website")} />
        <TextField label="Logo URL" type="url" placeholder="https://example.com/logo.png" {...field("logo")} />
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
