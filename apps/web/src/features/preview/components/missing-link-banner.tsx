export function MissingLinkBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="mx-4 mt-3 flex items-start justify-between gap-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
    >
      <div>
        <p className="font-semibold">Calendly Link Not Available</p>
        <p>
          The owner hasn't added a Calendly link to this Vemo yet. Please contact them directly to schedule a meeting.
        </p>
      </div>
      <button
        type="button"
        aria-label="Dismiss"
        onClick={onDismiss}
        className="rounded-md px-2 text-lg leading-none text-red-700 hover:bg-red-100 focus-visible:outline-2 focus-visible:outline-red-600"
      >
        ×
      </button>
    </div>
  );
}
