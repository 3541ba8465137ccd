import { secondaryButtonClass } from "../../../components/button-classes";
import { useTimedFlag } from "../../../components/use-timed-flag";

/** Copies `text` to the clipboard and says so for two seconds. */
export function CopyButton({ text, label = "Copy" }: { text: string; label?: string }) {
  const copied = useTimedFlag(2000);
  return (
    <button
      type="button"
      className={secondaryButtonClass}
      onClick={() => void navigator.clipboard.writeText(text).then(copied.show)}
    >
      {copied.isVisible ? "Copied" : label}
    </button>
  );
}
