export * from "./youtube-server.ts";
export * from "./loom-server.ts";
export * from "./vimeo-server.ts";
export * from "./website-server.ts";
export * from "./transcription-server.ts";
export * from "./chat-model-server.ts";
