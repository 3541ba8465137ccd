import { z } from "zod";
import { TEAM_ROLES } from "../rules/team.ts";

// Messages are the spec's; the web forms validate with these same schemas.

const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);

const email = requiredText("Email is required")
  .max(254, "Please enter a valid email address")
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

export const PASSWORD_MIN_LENGTH = 8;
const newPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(200, "Password must be at most 200 characters");

/** The register form: e-mail, password and names. */
export const PasswordRegisterBody = z.object({
  email,
  password: newPassword,
  firstName: requiredText("First name is required").pipe(z.string().max(100, "First name is too long")),
  lastName: requiredText("Last name is required").pipe(z.string().max(100, "Last name is too long")),
  isGoogleUser: z.literal(false).optional(),
});
export type PasswordRegisterBody = z.input<typeof PasswordRegisterBody>;

/** POST /api/auth/register. A Google user (after the server's sign-in) sends no password and a bearer token. */
export const RegisterBody = z.discriminatedUnion("isGoogleUser", [
  z.object({
    email,
    isGoogleUser: z.literal(true),
    authProvider: z.literal("google").optional(),
    firstName: z.string().trim().max(100).optional(),
    lastName: z.string().trim().max(100).optional(),
  }),
  PasswordRegisterBody,
]);
export type RegisterBody = z.infer<typeof RegisterBody>;

/** The login form. */
export const PasswordLoginBody = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
  isGoogleUser: z.literal(false).optional(),
});
export type PasswordLoginBody = z.input<typeof PasswordLoginBody>;

/** POST /api/auth/login. `isGoogleUser` logs in the bearer token's own user again, without a password. */
export const LoginBody = z.discriminatedUnion("isGoogleUser", [
  z.object({ email, password: z.null().optional(), isGoogleUser: z.literal(true) }),
  PasswordLoginBody,
]);
export type LoginBody = z.infer<typeof LoginBody>;

export const RefreshBody = z.object({ refreshToken: requiredText("No refresh token found").max(200) });
export type RefreshBody = z.infer<typeof RefreshBody>;

export const LogoutBody = z.object({ refreshToken: z.string().max(200).optional() });
export type LogoutBody = z.input<typeof LogoutBody>;

/** The user record the web app keeps in storage under `user`; both name spellings, as the spec reads either. */
export const AuthUser = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profile_picture: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
});
export type AuthUser = z.infer<typeof AuthUser>;

export const AuthTokens = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  expiresIn: z.number(),
});
export type AuthTokens = z.infer<typeof AuthTokens>;

export const AuthSessionResponse = z.object({
  success: z.literal(true),
  data: z.object({ tokens: AuthTokens, user: AuthUser }),
});
export type AuthSessionResponse = z.infer<typeof AuthSessionResponse>;

export const ProfileResponse = z.object({ success: z.literal(true), data: AuthUser });
export type ProfileResponse = z.infer<typeof ProfileResponse>;

/** The spec's client reads `data.accessToken`; ours also stores the rotated `data.refreshToken`. */
export const RefreshResponse = z.object({
  success: z.literal(true),
  data: z.object({ accessToken: z.string(), refreshToken: z.string(), expiresIn: z.number() }),
});
export type RefreshResponse = z.infer<typeof RefreshResponse>;

export const SuccessResponse = z.object({ success: z.literal(true), message: z.string().optional() });
export type SuccessResponse = z.infer<typeof SuccessResponse>;

/** Claims of our access token (a JWT) that the callback screen stores as the user record. */
export const AccessTokenClaims = z.object({
  sub: z.string(),
  userId: z.string(),
  email: z.string(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  picture: z.string().optional(),
  /** The session (refresh-token family): logging out ends it, and its access tokens with it. */
  sid: z.string().optional(),
  /** Set only on the token Google sign-in's callback hands to the browser. */
  via: z.literal("google_callback").optional(),
});
export type AccessTokenClaims = z.infer<typeof AccessTokenClaims>;
