import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { errorMessage } from "../../../lib/api-client";

type SettingsSaveBarProps = { isSaving: boolean; isSaved: boolean; error: Error | null };

export function SettingsSaveBar({ isSaving, isSaved, error }: SettingsSaveBarProps) {
  return (
    <div className="space-y-3 border-t border-slate-200 pt-5">
      {isSaved && <Notice tone="success">Settings saved successfully</Notice>}
      {error && <Notice tone="error">{errorMessage(error, "Failed to save settings")}</Notice>}
      <button type="submit" disabled={isSaving} className={primaryButtonClass}>
        {isSaving ? "Saving..." : "Save Settings"}
      </button>
    </div>
  );
}
