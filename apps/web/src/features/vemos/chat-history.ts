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

/**
 * The key of a share link's chat: per link, so the owner's preview, other links of the same Vemo and
 * this link's visitor each keep their own conversation in one browser.
 */
export function shareChatHistoryKey(shareToken: string): string {
  return `vemo-share-chat-${shareToken}`;
}
