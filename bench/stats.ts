import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

/** Percentile of a list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export function formatMs(ms: number): string {
  return `${ms.toFixed(2)} ms`;
}

/** A figure against its goal, so a run can be read off: "goal ≤ 300 ms: met" or "goal ≤ 300 ms: NOT met". */
export function goal(value: number, comparison: "≤" | "≥", limit: number, unit = " ms"): string {
  const isMet = comparison === "≤" ? value <= limit : value >= limit;
  return `goal ${comparison} ${limit}${unit}: ${isMet ? "met" : "NOT met"}`;
}

/**
 * CPU milliseconds used so far by the processes of group `pgid`, or by the one process `pid` when
 * `group` is false, with their finished children (Linux, 10 ms ticks): on a shared machine the wall
 * time of a piece of work grows with the load, the CPU it needs does not.
 */
export function cpuMs(id: number, { group }: { group: boolean }): number {
  let ticks = 0;
  for (const pid of group ? readdirSync("/proc").filter((name) => /^\d+$/.test(name)) : [String(id)]) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    } catch {
      continue; // ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(") ") + 2).split(" ");
    if (!group || Number(fields[2]) === id)
      ticks += [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  }
  return ticks * 10;
}

/** The machine's load when a figure was taken, printed with it. */
export function loadAverage(): string {
  return `load average ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`;
}
