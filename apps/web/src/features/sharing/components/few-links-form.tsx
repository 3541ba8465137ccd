import { DEFAULT_CLIENT_COMPANY } from "@vemo/shared/rules/prospects";
import type { ProspectRow } from "@vemo/shared/rules/prospects";
import { useState } from "react";
import type { FormEvent } from "react";
import { primaryButtonClass, secondaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { TextField } from "../../../components/text-field";
import { readFewLinksCustomers } from "../few-links";
import type { FewLinksRow } from "../few-links";
import type { useFewLinksRows } from "../hooks/use-few-links-rows";
import { BackButton, CloseButton, DialogButtons } from "./dialog-buttons";
import { StepHeading } from "./step-heading";

type FewLinksFormProps = {
  customerRows: ReturnType<typeof useFewLinksRows>;
  isGenerating: boolean;
  failureMessage: string | null;
  onGenerate: (customers: ProspectRow[]) => void;
  onBack: () => void;
  onClose: () => void;
};

type CustomerFieldsProps = {
  row: FewLinksRow;
  number: number;
  canRemove: boolean;
  onChange: (field: "name" | "email" | "company", value: string) => void;
  onRemove: () => void;
};

function CustomerFields({ row, number, canRemove, onChange, onRemove }: CustomerFieldsProps) {
  return (
    <fieldset className="relative rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-900">Customer {number}</legend>
      {canRemove && (
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Remove customer ${number}`}
          className="absolute top-1 right-3 text-sm font-medium text-red-600 hover:text-red-800"
        >
          Remove
        </button>
      )}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Name"
          value={row.name}
          autoComplete="off"
          onValueChange={(value) => onChange("name", value)}
        />
        <TextField
          label="Email"
          type="email"
          value={row.email}
          autoComplete="off"
          onValueChange={(value) => onChange("email", value)}
        />
        <TextField
          label="Company (optional)"
          value={row.company}
          placeholder={DEFAULT_CLIENT_COMPANY}
          onValueChange={(value) => onChange("company", value)}
        />
      </div>
    </fieldset>
  );
}

/** Customers typed in one by one (up to 5), each getting a unique link. */
export function FewLinksForm({
  customerRows,
  isGenerating,
  failureMessage,
  onGenerate,
  onBack,
  onClose,
}: FewLinksFormProps) {
  const { rows, limitMessage, addRow, removeRow, updateRow } = customerRows;
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = readFewLinksCustomers(rows);
    if ("error" in result) {
      setProblem(result.error);
      return;
    }
    setProblem(null);
    onGenerate(result.customers);
  }

  const message = problem ?? failureMessage;
  return (
    <form noValidate onSubmit={handleSubmit}>
      <StepHeading title="Few Links" detail="Enter each customer's name and e-mail; the company is optional." />
      <div className="mt-4 space-y-3">
        {rows.map((row, index) => (
          <CustomerFields
            key={row.id}
            row={row}
            number={index + 1}
            canRemove={rows.length > 1}
            onChange={(field, value) => updateRow(row.id, field, value)}
            onRemove={() => removeRow(row.id)}
          />
        ))}
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" onClick={addRow} className={secondaryButtonClass}>
          Add customer
        </button>
        {limitMessage && (
          <p role="alert" className="text-sm text-red-600">
            {limitMessage}
          </p>
        )}
      </div>
      {message && (
        <div className="mt-4">
          <Notice tone="error">{message}</Notice>
        </div>
      )}
      {isGenerating && (
        <p role="status" className="mt-4 text-sm text-slate-600">
          Generating links...
        </p>
      )}
      <DialogButtons>
        <BackButton onBack={onBack} />
        <CloseButton label="Cancel" onClose={onClose} />
        <button type="submit" disabled={isGenerating} className={primaryButtonClass}>
          Generate Links
        </button>
      </DialogButtons>
    </form>
  );
}
