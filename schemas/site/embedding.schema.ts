/**
 * Webview / iframe mode (spec part 1 §1, issue 13 item 5): the pages that may embed the site — the betting site
 * or an app's webview page — and so receive its `close`, `redirect` and `refresh_user` messages. Each entry is an
 * origin (`https://sports.example.com`); a port of `*` (`http://127.0.0.1:*`) matches any port of that host
 * (local test pages). The host lists them in the page's `frame-ancestors`; the client posts only to the one that
 * embeds it and ignores messages from any other origin.
 */
export const embeddingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['parentOrigins'],
  properties: {
    parentOrigins: {
      type: 'array',
      maxItems: 20,
      uniqueItems: true,
      items: { type: 'string', pattern: '^https?://[a-z0-9.-]+(:([0-9]{1,5}|\\*))?$' },
    },
  },
} as const;
