import { AuthSessionResponse, ProfileResponse, SuccessResponse } from "@vemo/shared/contracts/auth";
import type { AuthUser, PasswordLoginBody, PasswordRegisterBody } from "@vemo/shared/contracts/auth";
import { apiRequest } from "../../lib/api-client";

export type AuthSession = AuthSessionResponse["data"];

export type PasswordCredentials = PasswordLoginBody;

export type Registration = PasswordRegisterBody;

type GoogleRegistration = { email: string; firstName: string; lastName: string };

export async function login(credentials: PasswordCredentials): Promise<AuthSession> {
  const response = await apiRequest("/api/auth/login", {
    method: "POST",
    body: credentials,
    auth: false,
    schema: AuthSessionResponse,
  });
  return response.data;
}

export async function register(registration: Registration): Promise<AuthSession> {
  const response = await apiRequest("/api/auth/register", {
    method: "POST",
    body: registration,
    auth: false,
    schema: AuthSessionResponse,
  });
  return response.data;
}

/** Signs the bearer token's own Google user in again, for a fresh token pair. */
export async function loginGoogleUser(email: string): Promise<AuthSession> {
  const body = { email, password: null, isGoogleUser: true };
  const response = await apiRequest("/api/auth/login", { method: "POST", body, schema: AuthSessionResponse });
  return response.data;
}

export async function registerGoogleUser(registration: GoogleRegistration): Promise<AuthSession> {
  const body = { ...registration, authProvider: "google", isGoogleUser: true };
  const response = await apiRequest("/api/auth/register", { method: "POST", body, schema: AuthSessionResponse });
  return response.data;
}

export async function fetchProfile(): Promise<AuthUser> {
  const response = await apiRequest("/api/auth/profile", { schema: ProfileResponse });
  return response.data;
}

/** Revokes the refresh token's session on the server; no bearer, so an expired access token cannot trigger a refresh. */
export async function logout(refreshToken: string): Promise<void> {
  await apiRequest("/api/auth/logout", {
    method: "POST",
    body: { refreshToken },
    auth: false,
    schema: SuccessResponse,
  });
}
