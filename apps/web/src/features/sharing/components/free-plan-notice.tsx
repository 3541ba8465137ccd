import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { primaryButtonClass } from "../../../components/button-classes";
import { Notice } from "../../../components/notice";
import { FREE_PLAN_SHARE_MESSAGE, PRICING_REDIRECT_DELAY_MS } from "../messages";

/**
 * The Free plan cannot share: the message, then /pricing after 2 s (unless the dialog is closed
 * first). The button says where the owner is about to go, so the jump is not a surprise.
 */
export function FreePlanNotice() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate("/pricing"), PRICING_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mt-4 flex flex-col items-start gap-4">
      <Notice tone="error">{FREE_PLAN_SHARE_MESSAGE}</Notice>
      <Link to="/pricing" className={primaryButtonClass}>
        Upgrade to Pro
      </Link>
    </div>
  );
}
