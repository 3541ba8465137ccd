import { FEW_LINKS_LIMIT_MESSAGE, MAX_FEW_LINKS } from "@vemo/shared/rules/prospects";
import { useState } from "react";
import type { FewLinksRow } from "../few-links";

type EditableField = "name" | "email" | "company";

// Each row keeps its own id, so removing a row above does not move typed text or focus.
const emptyRow = (rows: readonly FewLinksRow[]): FewLinksRow => ({
  id: Math.max(0, ...rows.map((row) => row.id)) + 1,
  name: "",
  email: "",
  company: "",
});

/** The Few Links form's customer rows: one to start with, at most 5; asking for a sixth shows the limit. */
export function useFewLinksRows() {
  const [rows, setRows] = useState<FewLinksRow[]>(() => [emptyRow([])]);
  const [limitMessage, setLimitMessage] = useState<string | null>(null);

  function addRow() {
    if (rows.length >= MAX_FEW_LINKS) {
      setLimitMessage(FEW_LINKS_LIMIT_MESSAGE);
      return;
    }
    setRows([...rows, emptyRow(rows)]);
  }

  function removeRow(id: number) {
    setLimitMessage(null);
    setRows(rows.filter((row) => row.id !== id));
  }

  function updateRow(id: number, field: EditableField, value: string) {
    setRows(rows.map((row) => (row.id === id ? { ...row, [field]: value } : row)));
  }

  return { rows, limitMessage, addRow, removeRow, updateRow };
}
