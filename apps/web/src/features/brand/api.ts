import { BrandResponse, type UpdateBrandBody } from "@vemo/shared/contracts/brand";
import { CustomDomainResponse, type CustomDomainBody } from "@vemo/shared/contracts/custom-domain";
import { apiRequest } from "../../lib/api-client";

export const fetchBrand = () => apiRequest("/api/settings/brand", { schema: BrandResponse });

export const saveBrand = (body: UpdateBrandBody) =>
  apiRequest("/api/settings/brand", { method: "PUT", body, schema: BrandResponse });

export function uploadLogo(file: File) {
  const form = new FormData();
  form.append("file", file);
  return apiRequest("/api/settings/brand/logo", { method: "POST", body: form, schema: BrandResponse });
}

export const removeLogo = () => apiRequest("/api/settings/brand/logo", { method: "DELETE", schema: BrandResponse });

export const fetchDomain = () => apiRequest("/api/settings/domain", { schema: CustomDomainResponse });

export const saveDomain = (body: CustomDomainBody) =>
  apiRequest("/api/settings/domain", { method: "PUT", body, schema: CustomDomainResponse });

export const verifyDomain = () =>
  apiRequest("/api/settings/domain/verify", { method: "POST", schema: CustomDomainResponse });

export const removeDomain = () =>
  apiRequest("/api/settings/domain", { method: "DELETE", schema: CustomDomainResponse });
