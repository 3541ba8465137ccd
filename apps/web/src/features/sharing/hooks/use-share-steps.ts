import { useState } from "react";
import type { ProspectRow } from "@vemo/shared/rules/prospects";
import { classifyShareFailure } from "../messages";
import { useFewLinksRows } from "./use-few-links-rows";
import type { ChosenProspectFile } from "./use-prospect-file";
import { useShareVemo } from "./use-share-vemo";
import { useCreateFewLinks, useUploadProspects } from "./use-unique-links";

export type ShareStep = "choose" | "single-link" | "unique" | "few" | "few-links" | "bulk" | "bulk-links";

/** Where each step's Back goes. */
const PREVIOUS_STEP: Record<ShareStep, ShareStep> = {
  choose: "choose",
  "single-link": "choose",
  unique: "choose",
  few: "unique",
  "few-links": "few",
  bulk: "unique",
  "bulk-links": "bulk",
};

/**
 * The share dialog's steps and the calls that move between them: the single link, the few links
 * typed in, the prospect file. `refusal` is the server's plan refusal of any of them, if one came.
 */
export function useShareSteps(vemoId: string) {
  const [step, setStep] = useState<ShareStep>("choose");
  const singleLink = useShareVemo();
  const fewLinks = useCreateFewLinks();
  const upload = useUploadProspects();
  const customerRows = useFewLinksRows();

  const refusal = [singleLink.error, fewLinks.error, upload.error]
    .filter((error) => error !== null)
    .map(classifyShareFailure)
    .find((failure) => failure.kind !== "failed");

  function goBack() {
    // A failure belongs to the step that made it.
    singleLink.reset();
    fewLinks.reset();
    upload.reset();
    setStep(PREVIOUS_STEP[step]);
  }

  function makeSingleLink() {
    singleLink.mutate(vemoId, { onSuccess: () => setStep("single-link") });
  }

  function makeFewLinks(customers: ProspectRow[]) {
    fewLinks.mutate(
      { vemoId, clientData: customers, operationSource: "few_links" },
      { onSuccess: () => setStep("few-links") },
    );
  }

  function uploadProspects({ fileName, prospects }: ChosenProspectFile) {
    upload.mutate(
      { vemoId, clientData: prospects, operationSource: "bulk_upload", originalFilename: fileName },
      { onSuccess: () => setStep("bulk-links") },
    );
  }

  return {
    step,
    setStep,
    goBack,
    refusal,
    singleLink,
    makeSingleLink,
    fewLinks,
    customerRows,
    makeFewLinks,
    upload,
    uploadProspects,
  };
}
