import { useQuery } from "@tanstack/react-query";
import { useVemo } from "../../vemos/hooks/use-vemo";
import { fetchSuggestedQuestions, fetchWebsiteCount } from "../api";

/** What the overlay reads about a Vemo: its detail (videos, documents, welcome message), website count and suggestions. */
export function usePreviewContent(vemoId: string) {
  const detail = useVemo(vemoId);
  // Keys start with "vemos" so a change to any Vemo refreshes them with the rest.
  const websiteCount = useQuery({
    queryKey: ["vemos", "website-count", vemoId],
    queryFn: () => fetchWebsiteCount(vemoId),
    retry: false,
  });
  const suggestions = useQuery({
    queryKey: ["vemos", "suggested-questions", vemoId],
    queryFn: () => fetchSuggestedQuestions(vemoId),
    retry: false,
  });
  return { detail, websiteCount, suggestions };
}
