import { describe, expect, it } from "vitest";
import { escapeHtml, renderSharePage, sharePageMeta } from "./share-page.ts";

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Vemo</title>
    <!-- share-meta -->
  </head>
  <body><div id="root"></div></body>
</html>`;

const subject = {
  vemoTitle: "Pricing tour",
  companyName: "Acme",
  shareOrigin: "https://vemo.example",
  logoPath: null,
  poweredBy: true,
};

describe("sharePageMeta", () => {
  it("names the Vemo and its company", () => {
    expect(sharePageMeta({ publicUrl: "https://vemo.example", language: "en", token: "abc", subject })).toEqual({
      language: "en",
      title: "Pricing tour - Acme | Vemo",
      description: expect.stringContaining("Pricing tour from Acme"),
      url: "https://vemo.example/share/abc",
      oembedUrl: "https://vemo.example/api/oembed?url=https%3A%2F%2Fvemo.example%2Fshare%2Fabc&format=json",
      imageUrl: undefined,
      siteName: "Vemo",
    });
  });

  it("puts every address on the organisation's custom domain, its logo as the image and, white-labelled, its name", () => {
    const meta = sharePageMeta({
      publicUrl: "https://vemo.example",
      language: "en",
      token: "abc",
      subject: { ...subject, shareOrigin: "https://demo.acme.com", logoPath: "/api/brand-logos/1", poweredBy: false },
    });
    expect(meta).toMatchObject({
      title: "Pricing tour - Acme",
      url: "https://demo.acme.com/share/abc",
      oembedUrl: "https://demo.acme.com/api/oembed?url=https%3A%2F%2Fdemo.acme.com%2Fshare%2Fabc&format=json",
      imageUrl: "https://demo.acme.com/api/brand-logos/1",
      siteName: "Acme",
    });
  });

  it("leaves the company out when it is Vemo itself, as for the welcome demo", () => {
    const meta = sharePageMeta({
      publicUrl: "https://vemo.example",
      language: "en",
      token: "welcome-to-vemo",
      subject: { ...subject, vemoTitle: "Welcome to Vemo", companyName: "Vemo" },
    });
    expect(meta.title).toBe("Welcome to Vemo | Vemo");
  });

  it("gives generic meta without a subject, and keeps an odd token inside the URL path", () => {
    const meta = sharePageMeta({
      publicUrl: "https://vemo.example",
      language: "en",
      token: "a/b?c",
      subject: undefined,
    });
    expect(meta.title).toBe("Shared Vemo | Vemo");
    expect(meta.url).toBe("https://vemo.example/share/a%2Fb%3Fc");
    expect(meta.oembedUrl).toBeUndefined();
  });
});

describe("renderSharePage", () => {
  it("replaces the title and the placeholder with every tag", () => {
    const html = renderSharePage(
      TEMPLATE,
      sharePageMeta({ publicUrl: "https://vemo.example", language: "en", token: "abc", subject }),
    );
    expect(html).toContain("<title>Pricing tour - Acme | Vemo</title>");
    expect(html).not.toContain("share-meta");
    for (const tag of [
      '<meta property="og:title" content="Pricing tour - Acme | Vemo" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:url" content="https://vemo.example/share/abc" />',
      '<meta property="og:site_name" content="Vemo" />',
      '<meta name="twitter:card" content="summary" />',
      '<meta name="twitter:title" content="Pricing tour - Acme | Vemo" />',
      '<link rel="alternate" type="application/json+oembed" href="https://vemo.example/api/oembed?url=https%3A%2F%2Fvemo.example%2Fshare%2Fabc&amp;format=json" title="Pricing tour - Acme | Vemo" />',
    ]) {
      expect(html).toContain(tag);
    }
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).toMatch(/<meta property="og:description" content="Watch Pricing tour from Acme/);
    expect(html).toMatch(/<meta name="twitter:description" content="Watch Pricing tour from Acme/);
  });

  it("escapes what the owner typed, in the title and in every attribute", () => {
    const hostile = {
      ...subject,
      vemoTitle: `</title><script>alert("x")</script>`,
      companyName: `O'Reilly & "Sons" <b>`,
    };
    const html = renderSharePage(
      TEMPLATE,
      sharePageMeta({ publicUrl: "https://vemo.example", language: "en", token: `"><script>`, subject: hostile }),
    );
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>");
    expect(html).toContain(
      "<title>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; - O&#39;Reilly &amp; &quot;Sons&quot; &lt;b&gt; | Vemo</title>",
    );
    expect(html).toContain('content="https://vemo.example/share/%22%3E%3Cscript%3E"');
  });

  it("takes `$` patterns in a title literally", () => {
    const html = renderSharePage(
      TEMPLATE,
      sharePageMeta({
        publicUrl: "https://x",
        language: "en",
        token: "t",
        subject: { ...subject, vemoTitle: "Save $& and $1 $$", companyName: "$'" },
      }),
    );
    expect(html).toContain("<title>Save $&amp; and $1 $$ - $&#39; | Vemo</title>");
    expect(html).toContain('<meta property="og:title" content="Save $&amp; and $1 $$ - $&#39; | Vemo" />');
  });

  it("works on index.html: its own description goes, the tags go before </head>", () => {
    const index = `<html><head>\n    <meta name="description" content="Vemo turns demos into..." />\n    <title>Vemo — Interactive AI video demos</title>\n  </head><body></body></html>`;
    const html = renderSharePage(index, sharePageMeta({ publicUrl: "https://x", language: "en", token: "t", subject }));
    expect(html).not.toContain("Vemo turns demos");
    expect(html).toContain("<title>Pricing tour - Acme | Vemo</title>");
    expect(html.indexOf('property="og:title"')).toBeLessThan(html.indexOf("</head>"));
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });
});

it("escapes the five HTML-significant characters", () => {
  expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
    "&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;",
  );
});

describe("the page's language", () => {
  it("writes the description, <html lang> and the one catalogue of the page's language", () => {
    const meta = sharePageMeta({ publicUrl: "https://vemo.example", language: "es", token: "abc", subject });
    expect(meta.description).toBe(
      "Mira Pricing tour de Acme y haz tus preguntas: el asistente de IA responde y salta al momento del vídeo que lo muestra.",
    );
    const html = renderSharePage(TEMPLATE, meta);
    expect(html).toContain('<html lang="es">');
    const data = /<script type="application\/json" id="viewer-text">(.*?)<\/script>/.exec(html)?.[1] ?? "";
    const written = JSON.parse(data) as { language: string; catalogue: Record<string, string> };
    expect(written.language).toBe("es");
    expect(written.catalogue["page.loading"]).toBe("Cargando el Vemo compartido...");
    expect(html).not.toContain("Loading shared Vemo...");
  });

  it("names a refused link's page generically in its language", () => {
    const meta = sharePageMeta({ publicUrl: "https://vemo.example", language: "de", token: "abc" });
    expect(meta.title).toBe("Geteilter Vemo | Vemo");
  });
});
