/** The browser-storage key under which the viewer keeps a Vemo's chat history. */
export function chatHistoryKey(vemoId: string): string {
  return `vemo-chat-${vemoId}`;
}

export function clearChatHistory(vemoId: string): void {
  try {
    localStorage.removeItem(chatHistoryKey(vemoId));
  } catch {
    // Blocked storage holds no history.
  }
}
