import { AddSourceBody } from "@vemo/shared/contracts/vemos";
import { useState } from "react";
import type { FormEvent } from "react";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { SelectField } from "../../../components/select-field";
import { TextField } from "../../../components/text-field";
import { errorMessage } from "../../../lib/api-client";
import { validateForm } from "../../../lib/validate-form";
import { useAddSource } from "../hooks/use-vemo-editing";

type SourceType = "video" | "website";

const TYPE_OPTIONS = [
  { value: "video", label: "Video" },
  { value: "website", label: "Website" },
] as const;

/** One more video or website link, checked as on /create and processed straight away. */
export function AddSourceForm({ vemoId }: { vemoId: string }) {
  const add = useAddSource();
  const [type, setType] = useState<SourceType>("video");
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | undefined>();

  function handleTypeChange(value: SourceType) {
    setType(value);
    setError(undefined);
  }

  function handleUrlChange(value: string) {
    setUrl(value);
    setError(undefined);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateForm(AddSourceBody, { type, url });
    if (!checked.isValid) return setError(checked.errors.url ?? checked.errors.form);
    add.mutate({ vemoId, source: checked.data }, { onSuccess: () => setUrl("") });
  }

  return (
    <form
      noValidate
      onSubmit={handleSubmit}
      aria-label="Add a source"
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <SelectField label="Type" value={type} options={TYPE_OPTIONS} onChange={handleTypeChange} />
        <TextField
          label={type === "video" ? "Video link" : "Website link"}
          type="url"
          placeholder={type === "video" ? "https://www.youtube.com/watch?v=..." : "https://example.com"}
          value={url}
          error={error}
          onValueChange={handleUrlChange}
        />
      </div>
      {add.isError && <Notice tone="error">{errorMessage(add.error, "Failed to add the source")}</Notice>}
      <button type="submit" disabled={add.isPending} className={primaryButtonClass}>
        {add.isPending ? "Adding..." : "Add"}
      </button>
    </form>
  );
}
