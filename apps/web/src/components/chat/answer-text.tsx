import { splitLinks, splitParagraphs } from "@vemo/shared/rules/answer-text";

/** An AI message: paragraphs, line breaks kept, and its http(s) addresses as links that open in a new tab. */
export function AnswerText({ text }: { text: string }) {
  return (
    <div className="space-y-2">
      {splitParagraphs(text).map((paragraph, paragraphIndex) => (
        <p key={paragraphIndex} className="whitespace-pre-line break-words">
          {splitLinks(paragraph).map((part, partIndex) =>
            part.kind === "link" ? (
              <a
                key={partIndex}
                href={part.href}
                target="_blank"
                rel="noopener noreferrer"
                className="text-indigo-700 underline"
              >
                {part.text}
              </a>
            ) : (
              part.text
            ),
          )}
        </p>
      ))}
    </div>
  );
}
