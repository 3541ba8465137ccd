import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "../test-utils";
import { useViewerSession } from "./use-viewer-session";

const endPath = (token: string, sessionId: string) => `/api/vemos/share/${token}/sessions/${sessionId}/end`;

function stubSessions() {
  let count = 0;
  const calls = stubApi((call) =>
    call.path.endsWith("/sessions") ? { body: { success: true, sessionId: `session-${++count}` } } : undefined,
  );
  const beacons: string[] = [];
  vi.stubGlobal("navigator", { ...navigator, sendBeacon: (url: string) => beacons.push(url) > 0 });
  return { calls, beacons };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("useViewerSession", () => {
  it("ends the session once with a beacon when the page goes away", async () => {
    const { beacons } = stubSessions();
    const { result, unmount } = renderHook(() => useViewerSession("tok-1"));
    await waitFor(() => expect(result.current.sessionId).toBe("session-1"));

    window.dispatchEvent(new Event("pagehide"));
    unmount();
    expect(beacons).toEqual([endPath("tok-1", "session-1")]);
  });

  it("ends the old session and starts one on the new link when the page switches links", async () => {
    const { calls, beacons } = stubSessions();
    const { result, rerender } = renderHook(({ token }) => useViewerSession(token), {
      initialProps: { token: "public-tok" },
    });
    await waitFor(() => expect(result.current.sessionId).toBe("session-1"));

    rerender({ token: "prospect-tok" });
    await waitFor(() => expect(result.current.sessionId).toBe("session-2"));
    expect(beacons).toEqual([endPath("public-tok", "session-1")]);
    expect(calls.map((call) => call.path)).toEqual([
      "/api/vemos/share/public-tok/sessions",
      "/api/vemos/share/prospect-tok/sessions",
    ]);
  });

  it("starts a new session when the page comes back from the back-forward cache", async () => {
    const { beacons } = stubSessions();
    const { result } = renderHook(() => useViewerSession("tok-1"));
    await waitFor(() => expect(result.current.sessionId).toBe("session-1"));

    window.dispatchEvent(new Event("pagehide"));
    window.dispatchEvent(Object.assign(new Event("pageshow"), { persisted: true }));
    await waitFor(() => expect(result.current.sessionId).toBe("session-2"));
    expect(beacons).toEqual([endPath("tok-1", "session-1")]);
  });
});
