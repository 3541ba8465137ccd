// Builds one answer index on a worker thread (see answer-index.ts) and posts it as stored JSON.
import { parentPort, workerData } from "node:worker_threads";
import { createIndex, getEngineProfile, serializeIndex, type Source } from "@vemo/engine";
import type { AnswerProfileName } from "@vemo/shared/rules/answer-backends";

const { sources, profile } = workerData as { sources: Source[]; profile: AnswerProfileName };
parentPort?.postMessage(serializeIndex(createIndex(sources, getEngineProfile(profile))));
