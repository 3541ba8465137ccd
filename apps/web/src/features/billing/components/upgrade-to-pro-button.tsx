import { primaryButtonClass } from "../../../components/button-classes";
import type { Checkout } from "../hooks/use-checkout";

/** Starts a monthly Pro checkout; the caller shows the checkout's error where it fits its layout. */
export function UpgradeToProButton({ checkout }: { checkout: Checkout }) {
  return (
    <button
      type="button"
      disabled={checkout.isRedirecting}
      onClick={() => checkout.start("monthly")}
      className={primaryButtonClass}
    >
      Upgrade to Pro
    </button>
  );
}
