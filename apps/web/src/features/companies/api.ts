import { CompanyListResponse, CompanyResponse, DeleteCompanyResponse } from "@vemo/shared/contracts/companies";
import type { Company, CreateCompanyBody } from "@vemo/shared/contracts/companies";
import { apiRequest } from "../../lib/api-client";

export async function fetchCompanies(): Promise<Company[]> {
  const response = await apiRequest("/api/companies", { schema: CompanyListResponse });
  return response.data;
}

export async function createCompany(body: CreateCompanyBody): Promise<Company> {
  const response = await apiRequest("/api/companies", { method: "POST", body, schema: CompanyResponse });
  return response.data;
}

export async function deleteCompany(companyId: string): Promise<string> {
  const response = await apiRequest(`/api/companies/${encodeURIComponent(companyId)}`, {
    method: "DELETE",
    schema: DeleteCompanyResponse,
  });
  return response.message;
}
