/**
 * The built-in welcome demo's share token. It is public on purpose (everyone may watch the
 * demo), unlike owners' share tokens, which are random.
 */
export const WELCOME_DEMO_SHARE_TOKEN = "welcome-to-vemo";

/** Where the web app serves the welcome demo's video; the demo's source is this path on PUBLIC_URL. */
export const WELCOME_DEMO_VIDEO_PATH = "/media/welcome-demo.mp4";
