/**
 * The built-in welcome demo's share token. It is public on purpose (everyone may watch the
 * demo), unlike owners' share tokens, which are random.
 */
export const WELCOME_DEMO_SHARE_TOKEN = "welcome-to-vemo";
