import { useMutation } from "@tanstack/react-query";
import { shareVemo } from "../api";

/** Asks for a Vemo's single public link. */
export function useShareVemo() {
  return useMutation({ mutationFn: shareVemo });
}
