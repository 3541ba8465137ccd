import { NO_ANSWER_TEXT } from "../rules/answer-text.ts";
import {
  LEAD_CODE_MESSAGE,
  LEAD_EMAIL_INVALID_MESSAGE,
  LEAD_EMAIL_REQUIRED_MESSAGE,
  LEAD_NAME_REQUIRED_MESSAGE,
} from "../rules/lead-capture.ts";
import {
  LINK_DISABLED_MESSAGE,
  LINK_EXPIRED_MESSAGE,
  PASSCODE_REQUIRED_MESSAGE,
  WRONG_PASSCODE_MESSAGE,
} from "../rules/link-controls.ts";

// The buyer-facing texts in English, as the spec writes them: the share page, its embed, the lead
// form, the passcode and status screens, and the answers the server writes for a viewer. ICU
// MessageFormat (intl-messageformat): `{name}` is a value, `'` only escapes before `{`. The texts the
// server also sends in English (API errors) are its constants.

export const en = {
  "page.loading": "Loading shared Vemo...",
  "page.badge": "Shared Vemo",
  "page.description":
    "Watch {title} from {company} and ask questions: the AI assistant answers and jumps to the moment in the video that shows it.",
  "page.genericDescription":
    "An interactive video demo shared with Vemo: watch it and ask the AI assistant your questions.",
  "page.poweredBy": "Powered by",
  "page.poweredBySuffix": "AI",

  "screen.expiredTitle": "Vemo No Longer Available",
  "screen.expiredReason": "The owner's subscription has ended or was downgraded to the Free plan.",
  "screen.expiredPlans": "Public sharing needs a Pro or Enterprise plan.",
  "screen.expiredAction": "Upgrade to Restore Access",
  "screen.linkNotFoundTitle": "Share Link Not Found",
  "screen.linkNotFound": "Share link not found",
  "screen.linkNotFoundHint": "The share link may have expired or been removed.",
  "screen.loadFailed": "Failed to load shared Vemo",
  "screen.linkDisabled": LINK_DISABLED_MESSAGE,
  "screen.linkExpired": LINK_EXPIRED_MESSAGE,
  "screen.vemoNotFoundTitle": "Vemo Not Found",
  "screen.vemoNotFound": "This Vemo is no longer available.",
  "screen.tooManyRequests": "Too many requests. Please wait a minute and try again.",

  "passcode.title": "Passcode Required",
  "passcode.intro": PASSCODE_REQUIRED_MESSAGE,
  "passcode.label": "Passcode",
  "passcode.submit": "Open",
  "passcode.checking": "Checking...",
  "passcode.wrong": WRONG_PASSCODE_MESSAGE,
  "passcode.failed": "Could not check the passcode. Please try again.",

  "cta.book_meeting": "Book a Meeting",
  "cta.contact_sales": "Contact Sales",
  "cta.request_demo": "Request Demo",
  "cta.noMeetingLink": "No meeting link available for this Vemo.",

  "chat.heading": "Ask questions about this Vemo",
  "chat.greeting":
    "Welcome to the {title}! I'm your AI assistant for this Vemo. I can help you understand the content from the videos and knowledge sources. What would you like to know?",
  "chat.placeholder": "Ask a question about this Vemo...",
  "chat.questionLabel": "Question",
  "chat.send": "Send",
  "chat.messages": "Chat messages",
  "chat.newAnswer": "New answer",
  "chat.typing": "AI is typing",
  "chat.ai": "AI",
  "chat.you": "You",
  "chat.suggestedHeading": "Suggested questions:",
  "chat.suggestedLabel": "Suggested questions",
  "chat.more": "More...",
  "chat.sources": "Sources",
  "chat.playFrom": "Play from {time}",
  "chat.requestFailed": "Sorry, I encountered an error while processing your request. Please try again.",
  "chat.displayFailed": "I found an answer but there was an error displaying it. Please try again.",
  "chat.noAnswer": NO_ANSWER_TEXT,

  "player.region": "Video player",
  "player.noVideos": "No videos available for this Vemo",
  "player.video": "Video",
  "player.playVideo": "Play video",
  "player.openInTab": "Open video in a new tab",
  "player.cannotPlay": "This video cannot be played here.",
  "player.jumpTo": "Jump to:",
  "player.seekTo": "Seek to:",
  "player.dismiss": "Dismiss",
  "player.videos": "Videos",
  "player.previous": "Previous",
  "player.next": "Next",
  "player.position": "Video {index} of {count}",
  "player.play": "Play",
  "player.pause": "Pause",
  "player.mute": "Mute",
  "player.unmute": "Unmute",
  "player.seek": "Seek",
  "player.volume": "Volume",
  "player.enableAudio": "Click to enable audio",

  "lead.heading": "Tell us who you are",
  "lead.intro": "Enter your details to ask questions about this Vemo.",
  "lead.name": "Name",
  "lead.email": "Email",
  "lead.company": "Company (optional)",
  "lead.submit": "Continue",
  "lead.sending": "Sending...",
  "lead.nameRequired": LEAD_NAME_REQUIRED_MESSAGE,
  "lead.nameTooLong": "Name can be at most {max} characters",
  "lead.emailRequired": LEAD_EMAIL_REQUIRED_MESSAGE,
  "lead.emailInvalid": LEAD_EMAIL_INVALID_MESSAGE,
  "lead.companyTooLong": "Company can be at most {max} characters",
  "lead.failed": "Could not save your details. Please try again.",
  "lead.codeIntro": "We sent a six-digit code to {email}. Enter it to continue.",
  "lead.code": "Code",
  "lead.verify": "Verify",
  "lead.checking": "Checking...",
  "lead.codeInvalid": LEAD_CODE_MESSAGE,
  "lead.codeWrong": "That code is not right. Please try again.",
  "lead.codeExpired": "That code has expired. Send a new one.",
  "lead.tooManyTries": "Too many wrong codes. Send a new one.",
  "lead.resend": "Send a new code",
  "lead.codeSent": "A new code is on its way.",

  "answer.declined": "I couldn't find that in this demo's videos and documents.",
  "answer.stillProcessing": "This Vemo's content is still being processed. Please try again in a minute.",
  "answer.noContent":
    "This Vemo has no content to answer from yet. Add a video with captions, a document or a website.",

  "email.codeSubject": "Your code for {title}",
  "email.codeBody":
    "Your code to watch {title} from {company} is {code}. It works for {minutes} minutes. If you did not ask for it, ignore this e-mail.",
} as const;

/** Every key of the catalogue; each language has them all. */
export type ViewerTextKey = keyof typeof en;
export type ViewerCatalogue = Record<ViewerTextKey, string>;
