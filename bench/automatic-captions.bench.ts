import { createIndex, loadWordLists } from "@vemo/engine";
import type { Benchmark } from "./benchmarks.ts";
import { formatMs, goal } from "./stats.ts";

const LINES = 24_000;
const GOAL_MS = 5_000;

// YouTube's automatic captions: lower case, no punctuation, lines cut mid-sentence, a filler now and then.
const SPOKEN = [
  "so now you can invite your staff by text message and",
  "the dashboard shows every shift for the week if a",
  "tech runs late the customer gets a text um pricing is",
  "twenty nine dollars a month per location and we sync",
  "with quickbooks and xero every night so nothing slips",
];

/**
 * Indexing a long video whose captions are automatic: its lines are rebuilt into sentences (`caption-sentences.ts`)
 * before anything is answered, on the process that builds the index.
 */
export const automaticCaptions: Benchmark = {
  name: "automatic-captions",
  description: `createIndex of a video with ${LINES.toLocaleString("en")} automatic-caption lines (about 13 h), rebuilt into sentences`,
  async run() {
    await loadWordLists();
    for (const lines of [LINES / 10, LINES]) {
      const cues = Array.from({ length: lines }, (_, i) => ({
        start: i * 2,
        end: i * 2 + 2,
        text: SPOKEN[i % SPOKEN.length]!,
      }));
      const started = performance.now();
      const index = createIndex([{ kind: "video", url: "https://videos.example.com/long.mp4", cues }]);
      const ms = performance.now() - started;
      console.log(
        `${lines.toLocaleString("en")} lines: ${formatMs(ms)}, ${index.passages.length} passages` +
          (lines === LINES ? ` (${goal(ms, "≤", GOAL_MS)})` : ""),
      );
    }
  },
};
