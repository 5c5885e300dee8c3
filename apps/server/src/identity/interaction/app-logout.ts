import { createHash } from 'node:crypto';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { escapeHtml } from './layout.js';

/**
 * The portal's own web app asked to sign out: the provider validated the id_token_hint (so the
 * request names a session this browser holds) and the post-logout URI is one registered for
 * that client. Such a logout needs no "Sign out?" question.
 */
export function isAppLogout(ctx: KoaContextWithOIDC): boolean {
  return Boolean(
    ctx.oidc.entities.IdTokenHint && ctx.oidc.client && ctx.oidc.params?.post_logout_redirect_uri,
  );
}

// Submits the provider's xsrf-protected confirmation at once; allowed by its hash in the CSP.
const SUBMIT = "document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()});";

/**
 * Answers the confirmation itself: a page that posts "sign out" (logout=yes, as the question's
 * default answer) straight back, so the session and its grant end as they did after the question
 * (decision 0009). Without script the one button is the only thing on the page.
 */
export function appLogoutPage(ctx: KoaContextWithOIDC, action: string, xsrf: string): void {
  allowInlineScript(ctx, SUBMIT);
  ctx.type = 'html';
  ctx.body = `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>AFX</title><script>${SUBMIT}</script></head>
<body><form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(xsrf)}"/><input type="hidden" name="logout" value="yes"/>
<noscript><button type="submit" autofocus>OK</button></noscript>
</form></body></html>`;
}

function allowInlineScript(ctx: KoaContextWithOIDC, script: string): void {
  const csp = ctx.response.get('content-security-policy');
  if (!csp) return;
  const digest = createHash('sha256').update(script).digest('base64');
  const directives = csp.split(';').map((directive) => {
    const trimmed = directive.trim();
    return trimmed.startsWith('script-src ') ? `${trimmed} 'sha256-${digest}'` : trimmed;
  });
  ctx.set('content-security-policy', directives.join(';'));
}
