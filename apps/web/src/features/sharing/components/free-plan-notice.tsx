import { useEffect } from "react";
import { useNavigate } from "react-router";
import { Notice } from "../../../components/notice";
import { FREE_PLAN_SHARE_MESSAGE, PRICING_REDIRECT_DELAY_MS } from "../messages";

/** The Free plan cannot share: the message, then /pricing after 2 s (unless the dialog is closed first). */
export function FreePlanNotice() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate("/pricing"), PRICING_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="mt-4">
      <Notice tone="error">{FREE_PLAN_SHARE_MESSAGE}</Notice>
    </div>
  );
}
