import type { Company } from "@vemo/shared/contracts/companies";

type CompanyLogoProps = { company: Pick<Company, "name" | "logo" | "logo_url">; size?: "md" | "lg" };

/** The company's logo, or the first letter of its name as a placeholder. */
export function CompanyLogo({ company, size = "md" }: CompanyLogoProps) {
  const logo = company.logo || company.logo_url;
  const sizeClass = size === "lg" ? "h-16 w-16 text-2xl" : "h-12 w-12 text-lg";
  if (logo)
    return (
      <img
        src={logo}
        alt={`${company.name} logo`}
        className={`${sizeClass} rounded-lg border border-slate-200 object-cover`}
      />
    );
  return (
    <span
      aria-hidden="true"
      className={`${sizeClass} flex items-center justify-center rounded-lg bg-indigo-100 font-semibold text-indigo-700`}
    >
      {company.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
