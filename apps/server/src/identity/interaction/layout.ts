import { LOCALES, type Locale } from '@afx/domain';

const LANGUAGE_NAMES: Record<Locale, string> = { uk: 'Українська', en: 'English', ru: 'Русский' };

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

// The portal's look (antd defaults: #1890ff, 2px radius, system fonts). Inline styles are allowed by
// the app's CSP; scripts are not, so the pages work with plain forms and links.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;justify-content:center;
background:#f0f2f5;color:rgba(0,0,0,.85);font:14px/1.5715 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,
'Helvetica Neue',Arial,'Noto Sans',sans-serif}
.card{width:368px;max-width:calc(100vw - 32px);background:#fff;border-radius:2px;padding:32px 32px 24px;
box-shadow:0 1px 2px -2px rgba(0,0,0,.16),0 3px 6px 0 rgba(0,0,0,.12),0 5px 12px 4px rgba(0,0,0,.09)}
.brand{display:flex;align-items:center;gap:12px;margin-bottom:4px}
.logo{width:40px;height:40px;border-radius:4px;background:#1890ff;color:#fff;font-weight:700;font-size:15px;
display:flex;align-items:center;justify-content:center;letter-spacing:.5px}
.brand h1{margin:0;font-size:24px;font-weight:600}
.subtitle{margin:0 0 24px;color:rgba(0,0,0,.45)}
h2{font-size:16px;font-weight:500;margin:0 0 16px}
label{display:block;margin-bottom:4px}
.field{margin-bottom:20px}
input[type=text],input[type=password]{width:100%;height:40px;padding:6px 11px;font-size:16px;border:1px solid #d9d9d9;
border-radius:2px;outline:0;transition:border-color .3s}
input:focus{border-color:#40a9ff;box-shadow:0 0 0 2px rgba(24,144,255,.2)}
button,.button{display:inline-block;width:100%;height:40px;padding:6px 15px;font-size:16px;border-radius:2px;
border:1px solid #1890ff;background:#1890ff;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:#40a9ff;border-color:#40a9ff}
button.secondary{background:#fff;color:rgba(0,0,0,.85);border-color:#d9d9d9;margin-top:12px}
button.secondary:hover{color:#40a9ff;border-color:#40a9ff}
.alert{margin-bottom:20px;padding:8px 15px;border:1px solid #ffccc7;background:#fff2f0;border-radius:2px}
.hint{color:rgba(0,0,0,.45);margin:-8px 0 16px}
.langs{margin-top:16px;text-align:center}
.langs a{color:#1890ff;text-decoration:none;margin:0 6px}
.langs a[aria-current]{color:rgba(0,0,0,.85);font-weight:500}
a.plain{color:#1890ff;text-decoration:none}
`;

/** A language switcher: plain links that set the `language` cookie on the server. */
export function languageLinks(href: (locale: Locale) => string, current: Locale): string {
  const links = LOCALES.map(
    (l) =>
      `<a href="${escapeHtml(href(l))}" lang="${l}"${l === current ? ' aria-current="true"' : ''}>${LANGUAGE_NAMES[l]}</a>`,
  );
  return `<nav class="langs" aria-label="Language">${links.join('')}</nav>`;
}

/** One identity page: AFX header, the given body in a card, an optional language switcher. */
export function page(opts: {
  locale: Locale;
  title: string;
  subtitle: string;
  body: string;
  langs?: string;
}): string {
  return `<!DOCTYPE html>
<html lang="${opts.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(opts.title)} · AFX</title>
<style>${STYLE}</style>
</head>
<body>
<main class="card">
<div class="brand"><div class="logo" aria-hidden="true">AFX</div><h1>AFX</h1></div>
<p class="subtitle">${escapeHtml(opts.subtitle)}</p>
${opts.body}
${opts.langs ?? ''}
</main>
</body>
</html>`;
}

export const alert = (message: string | undefined): string =>
  message ? `<div class="alert" role="alert">${escapeHtml(message)}</div>` : '';
