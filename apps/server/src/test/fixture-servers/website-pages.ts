// Synthetic pages for the website fixture server: one readable article and the walls that hide pages.

export const ARTICLE_TITLE = "Lumen Boards guide";
export const ARTICLE_HEADINGS = ["Getting started", "Sharing boards", "Plans and pricing", "Team plan"] as const;

export const ARTICLE_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${ARTICLE_TITLE} | Lumen</title></head>
<body>
<header><nav><a href="/">Home</a> <a href="/blog">Blog</a> <a href="/login">Log in</a></nav></header>
<main>
<article>
<h1>${ARTICLE_TITLE}</h1>
<p>Lumen Boards is a shared whiteboard for product teams. This guide walks through the first steps,
how to share a board with people outside your company, and what each plan includes. It is written
for new workspace owners who want their team drawing together within an afternoon.</p>
<h2>${ARTICLE_HEADINGS[0]}</h2>
<p>Create a board from the home screen with the New board button. Every board starts with an empty
canvas and a toolbar on the left. Sticky notes, arrows and frames are one click away, and the
keyboard shortcut N adds a note wherever the pointer rests.</p>
<p>Boards save on every change, so there is no save button. The history panel lists each edit with
its author and lets you restore any earlier version of the board.</p>
<h2>${ARTICLE_HEADINGS[1]}</h2>
<p>Open the share menu in the top right corner to invite people by e-mail. Guests can view or
comment; members can edit. A public link can also be turned on for read-only viewing, and it can be
protected with a password that expires after thirty days.</p>
<h2>${ARTICLE_HEADINGS[2]}</h2>
<p>The free plan includes three boards and unlimited viewers. Paid plans remove the board limit and
add version history beyond seven days, single sign-on and priority support.</p>
<h3>${ARTICLE_HEADINGS[3]}</h3>
<ul>
<li>Unlimited boards and guests for twelve dollars per member each month.</li>
<li>Shared templates that every member of the workspace can reuse.</li>
<li>An audit log of who opened, edited or exported each board.</li>
</ul>
</article>
</main>
<footer><p>Copyright Lumen Example Inc. All rights reserved.</p></footer>
</body>
</html>`;

/** Shaped like Cloudflare's managed challenge page. */
export const CHALLENGE_HTML = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="refresh" content="390"></head><body>
<div class="main-wrapper" role="main"><div class="main-content">
<noscript><div class="h2"><span id="challenge-error-text">Enable JavaScript and cookies to continue</span></div></noscript>
</div></div>
<script>(function(){window._cf_chl_opt={cvId: '3',cZone: "example.com",cType: 'managed'};
var a = document.createElement('script');a.src = '/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1?ray=8c1';
document.getElementsByTagName('head')[0].appendChild(a);}());</script>
</body></html>`;

/** A HubSpot-style form that must be filled in before the guide is shown. */
export const CRM_GATE_HTML = `<!doctype html><html><head><title>Download the Lumen playbook</title>
<script charset="utf-8" type="text/javascript" src="//js.hsforms.net/forms/embed/v2.js"></script></head>
<body><main>
<h1>The Lumen remote workshop playbook</h1>
<p>Fill out the form to access the full playbook.</p>
<div class="hbspt-form"><form class="hs-form" id="hsForm_1234">
<label>Work e-mail<input name="email" type="email"></label>
<label>Company<input name="company"></label>
<input type="submit" value="Get the playbook">
</form></div>
</main></body></html>`;

export const JAVASCRIPT_ONLY_HTML = `<!doctype html><html><head><title>Lumen</title>
<script type="module" src="/assets/index-4f2a.js"></script></head>
<body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>`;

export const PLAIN_TEXT = `Lumen Boards release notes

Version 4.2 adds dark mode to every board and speeds up loading of large canvases.
Exports to PDF now keep the frame names as page titles.
`;
