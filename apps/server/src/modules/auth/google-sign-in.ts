import { createHmac } from "node:crypto";
import fastifyCookie from "@fastify/cookie";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import * as oidc from "openid-client";
import { z } from "zod";
import { AppError } from "../../platform/errors.ts";
import { authDepsOf, signInWithGoogleIdentity } from "./auth.service.ts";
import type { RouteDeps } from "../../route-deps.ts";

const STATE_COOKIE = "vemo_google_sign_in";
const CALLBACK_PATH = "/api/auth/google/callback";

const SignInState = z.object({ verifier: z.string(), state: z.string(), nonce: z.string() });

/**
 * Google sign-in, run by the server: OpenID Connect authorization code with PKCE. It ends at
 * /auth/callback#access_token=…&refresh_token=… (or #error=…), where the web app takes over.
 */
export const googleSignInRoutes: FastifyPluginAsyncZod<Pick<RouteDeps, "runtime" | "tokens">> = async (
  app,
  { runtime, tokens },
) => {
  const deps = authDepsOf(runtime, tokens);
  const google = deps.config.auth.google;
  if (!google) return;
  const redirectUri = `${deps.config.publicUrl}${CALLBACK_PATH}`;
  const isSecure = deps.config.publicUrl.startsWith("https:");
  await app.register(fastifyCookie, {
    secret: createHmac("sha256", deps.tokens.secret).update("cookies").digest("hex"),
  });

  let discovered: Promise<oidc.Configuration> | undefined;
  const provider = () => {
    discovered ??= discover(google).catch((error: unknown) => {
      discovered = undefined; // try again on the next sign-in
      throw error;
    });
    return discovered;
  };

  app.get(
    "/api/auth/google",
    {
      schema: {
        tag: "accounts",
        summary: "Start Google sign-in",
        answer: { status: 302, description: "Redirect to the OpenID provider" },
      },
    },
    async (_request, reply) => {
      const signIn = { verifier: oidc.randomPKCECodeVerifier(), state: oidc.randomState(), nonce: oidc.randomNonce() };
      const url = oidc.buildAuthorizationUrl(await provider(), {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(signIn.verifier),
        code_challenge_method: "S256",
        state: signIn.state,
        nonce: signIn.nonce,
      });
      reply.setCookie(STATE_COOKIE, JSON.stringify(signIn), {
        path: CALLBACK_PATH,
        httpOnly: true,
        sameSite: "lax",
        secure: isSecure,
        signed: true,
        maxAge: 600,
      });
      return reply.redirect(url.href);
    },
  );

  app.get(
    CALLBACK_PATH,
    {
      schema: {
        tag: "accounts",
        summary: "Where the OpenID provider returns",
        answer: { status: 302, description: "Redirect to /auth/callback with the tokens or an error in the fragment" },
      },
    },
    async (request, reply) => {
      reply.clearCookie(STATE_COOKIE, { path: CALLBACK_PATH });
      try {
        const signIn = readSignInState(request.cookies[STATE_COOKIE], (value) => request.unsignCookie(value));
        const currentUrl = new URL(request.url, deps.config.publicUrl);
        const configuration = await provider();
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: signIn.verifier,
          expectedState: signIn.state,
          expectedNonce: signIn.nonce,
          idTokenExpected: true,
        });
        const claims = await profileClaims(configuration, tokens);
        const session = await signInWithGoogleIdentity({ deps, identity: identityOf(claims) });
        const fragment = new URLSearchParams({
          access_token: session.accessToken,
          refresh_token: session.refreshToken,
        });
        return reply.redirect(`/auth/callback#${fragment}`);
      } catch (error) {
        request.log.warn({ err: error }, "Google sign-in failed");
        const message = isForTheUser(error) ? error.message : "Authentication failed. Please try again.";
        return reply.redirect(`/auth/callback#${new URLSearchParams({ error: message })}`);
      }
    },
  );
};

class SignInError extends Error {}

/** Our own sign-in messages and the account rules' (an e-mail that already has an account) are shown; anything else stays in the log. */
function isForTheUser(error: unknown): error is Error {
  return error instanceof SignInError || (error instanceof AppError && error.status < 500);
}

function discover(google: { issuer: string; clientId: string; clientSecret: string }): Promise<oidc.Configuration> {
  const issuer = new URL(google.issuer);
  // Plain http is allowed only for a provider on this machine: the tests' local OpenID provider.
  const isLocal = issuer.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
  return oidc.discovery(
    issuer,
    google.clientId,
    google.clientSecret,
    undefined,
    isLocal ? { execute: [oidc.allowInsecureRequests] } : undefined,
  );
}

function readSignInState(
  cookie: string | undefined,
  unsign: (value: string) => { valid: boolean; value: string | null },
) {
  const unsigned = cookie ? unsign(cookie) : null;
  if (!unsigned?.valid || !unsigned.value)
    throw new SignInError("Your sign-in took too long or was started elsewhere. Please try again.");
  return SignInState.parse(JSON.parse(unsigned.value));
}

/** The ID token's claims, completed from the userinfo endpoint when the e-mail is not in the token. */
async function profileClaims(
  configuration: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
) {
  const idClaims = tokens.claims();
  if (!idClaims || typeof idClaims.email === "string") return idClaims;
  const userInfo = await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
  return { ...userInfo, ...idClaims, email: userInfo.email, email_verified: userInfo.email_verified };
}

function identityOf(claims: Record<string, unknown> | undefined) {
  const email = typeof claims?.email === "string" ? claims.email.toLowerCase() : "";
  if (typeof claims?.sub !== "string" || !email)
    throw new SignInError("Google did not share an e-mail address for this account.");
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const [first = "", ...rest] = text(claims.name).split(" ");
  return {
    subject: claims.sub,
    email,
    isEmailVerified: claims.email_verified === true,
    firstName: text(claims.given_name) || first,
    lastName: text(claims.family_name) || rest.join(" "),
    picture: text(claims.picture) || null,
  };
}
