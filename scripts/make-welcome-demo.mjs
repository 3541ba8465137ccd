#!/usr/bin/env node
// Builds the welcome demo that ships with Vemo: a narrated video (espeak-ng + ffmpeg), its
// captions (one cue per sentence, timed from the narration) and a short PDF guide (pdf-lib).
//   apt-get install -y ffmpeg espeak-ng && node scripts/make-welcome-demo.mjs
//   node scripts/make-welcome-demo.mjs --guide   (the PDF guide only; needs neither)
// The outputs are committed; this script only needs to run again when the script text changes.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const slides = [
  [
    "Welcome to Vemo",
    [
      "Welcome to Vemo.",
      "This short demo shows how an interactive video demo works.",
      "Ask the assistant beside the video any question about what you see.",
    ],
  ],
  [
    "Create a Vemo",
    [
      "To create a Vemo, open Create Vemo in the side menu.",
      "Give it a title and paste a YouTube, Loom or Vimeo link.",
      "You can also add web pages and upload PDF documents.",
    ],
  ],
  [
    "Processing your content",
    [
      "Vemo reads the captions of every video, the text of each web page and every page of your PDFs.",
      "This usually takes less than a minute.",
    ],
  ],
  [
    "Asking questions",
    [
      "Your prospects watch the video and type their questions in the chat.",
      "The answer comes from your content, and the player jumps to the moment that shows it.",
    ],
  ],
  [
    "Sharing",
    [
      "On the Pro plan you can share one public link.",
      "You can also create a unique link for each prospect, one at a time or in bulk from a CSV or Excel file.",
    ],
  ],
  [
    "Analytics",
    [
      "The interactions page shows who watched, what they asked and how long they stayed.",
      "An AI summary describes the interest of each prospect.",
    ],
  ],
  [
    "Plans",
    [
      "The Free plan lets you create up to three Vemos and preview them.",
      "Pro costs twenty nine dollars ninety a month, or two hundred ninety nine dollars a year.",
      "Click Create Vemo to build your first one.",
    ],
  ],
];

const root = path.resolve(import.meta.dirname, "..");
const guideFile = path.join(root, "apps/server/assets/welcome-demo/vemo-guide.pdf");
if (process.argv.includes("--guide")) {
  await writeGuide(guideFile);
  process.exit(0);
}
const work = mkdtempSync(path.join(os.tmpdir(), "vemo-demo-"));
const font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const boldFont = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf";
const run = (file, args) => execFileSync(file, args, { stdio: ["ignore", "ignore", "inherit"] });
const seconds = (file) =>
  Number(
    execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", file]).toString(),
  );

const PAUSE = 0.4;
const cues = [];
const segments = [];
let clock = 0;
slides.forEach(([title, sentences], s) => {
  sentences.forEach((sentence, i) => {
    const wav = path.join(work, `s${s}-${i}.wav`);
    run("espeak-ng", ["-v", "en-us", "-s", "160", "-w", wav, sentence]);
    const spoken = seconds(wav);
    cues.push({ start: clock, end: clock + spoken, text: sentence });
    const clip = path.join(work, `s${s}-${i}.mp4`);
    const text = (value) => value.replace(/[:'\\%]/g, (c) => `\\${c}`);
    run("ffmpeg", [
      "-y",
      "-f",
      "lavfi",
      "-i",
      `color=c=0x1e1b4b:s=640x360:r=10:d=${spoken + PAUSE}`,
      "-i",
      wav,
      "-af",
      `apad=pad_dur=${PAUSE}`,
      "-vf",
      [
        `drawtext=fontfile=${boldFont}:text='${text(title)}':fontcolor=white:fontsize=34:x=(w-text_w)/2:y=110`,
        `drawtext=fontfile=${font}:text='${text(wrap(sentence, 46))}':fontcolor=0xc7d2fe:fontsize=18:line_spacing=8:x=(w-text_w)/2:y=190`,
        `drawtext=fontfile=${font}:text='Vemo':fontcolor=0x818cf8:fontsize=14:x=20:y=h-30`,
      ].join(","),
      "-t",
      String(spoken + PAUSE),
      "-c:v",
      "libx264",
      "-preset",
      "veryslow",
      "-crf",
      "32",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "aac",
      "-b:a",
      "40k",
      "-ac",
      "1",
      "-ar",
      "22050",
      clip,
    ]);
    segments.push(clip);
    clock += spoken + PAUSE;
  });
});

const list = path.join(work, "list.txt");
writeFileSync(list, segments.map((file) => `file '${file}'`).join("\n"));
const video = path.join(root, "apps/web/public/media/welcome-demo.mp4");
run("ffmpeg", ["-y", "-f", "concat", "-safe", "0", "-i", list, "-c", "copy", "-movflags", "+faststart", video]);

const stamp = (t) => new Date(Math.round(t * 1000)).toISOString().slice(11, 23);
const vtt = [
  "WEBVTT",
  "",
  ...cues.flatMap((cue, i) => [String(i + 1), `${stamp(cue.start)} --> ${stamp(cue.end)}`, cue.text, ""]),
].join("\n");
writeFileSync(path.join(root, "apps/server/assets/welcome-demo/captions.vtt"), vtt);

await writeGuide(guideFile);
rmSync(work, { recursive: true, force: true });
console.log(
  `welcome demo: ${clock.toFixed(1)} s, ${cues.length} cues, ${(readFileSync(video).length / 1024).toFixed(0)} KB`,
);

function wrap(sentence, width) {
  const lines = [""];
  for (const word of sentence.split(" ")) {
    if ((lines.at(-1) + " " + word).trim().length > width) lines.push(word);
    else lines[lines.length - 1] = `${lines.at(-1)} ${word}`.trim();
  }
  return lines.join("\n");
}

async function writeGuide(file) {
  const pages = [
    [
      "Vemo guide: creating a Vemo",
      [
        "A Vemo is an interactive demo page built from your product videos, web pages and PDF documents.",
        "Supported video links: YouTube, Loom and Vimeo, and direct video files (.mp4, .webm, .mov).",
        "Unlisted YouTube videos are not processed: upload a caption file (.vtt or .srt) for them instead.",
        "Each Vemo can also carry a Calendly link, so prospects can book a meeting from the demo.",
      ],
    ],
    [
      "Vemo guide: sharing and analytics",
      [
        "Pro organisations share a Vemo through one public link or a unique link per prospect.",
        "Unique links can be made for up to five prospects at once, or in bulk from a CSV or Excel file",
        "with the columns name, email and company.",
        "Every question a prospect asks is recorded with its answer and the video moment it pointed to.",
        "As the owner, you see who watched, what they asked and how long they stayed on the interactions page.",
        "Cancelled, expired or past-due subscriptions disable all shared links until reactivated.",
      ],
    ],
  ];
  const pdf = await PDFDocument.create();
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const [heading, lines] of pages) {
    const page = pdf.addPage([595, 842]);
    page.drawText(heading, { x: 50, y: 780, size: 20, font: bold, color: rgb(0.12, 0.11, 0.29) });
    lines.forEach((line, i) => page.drawText(line, { x: 50, y: 740 - i * 22, size: 11, font: regular }));
  }
  writeFileSync(file, await pdf.save());
}
