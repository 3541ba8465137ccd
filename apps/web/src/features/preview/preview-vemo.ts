/** The Vemo the overlay opens: a card of the list, or the welcome demo read through its share link. */
export type PreviewVemo = { id: string; title: string; isDemo: boolean; share_token?: string | null };
