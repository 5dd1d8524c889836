import type { StudioFinding } from '../live/studio-finding';
import { esc } from './html';

export interface FindingsState {
  findings: StudioFinding[];
  /** Seconds the last check took; undefined while the first one runs. */
  seconds: number | undefined;
  checking: boolean;
}

const style = `
body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#111;background:#fafafa}
header{background:#1f3a5f;color:#fff;padding:.6rem 1rem;display:flex;gap:1.2rem;flex-wrap:wrap;align-items:center}
header a{color:#fff;display:inline-block;padding:.3rem .2rem}
summary{padding:.35rem 0;cursor:pointer}
.wrap{display:flex;flex-wrap:wrap;gap:1rem;padding:1rem}
main{flex:1 1 40rem;min-width:0}
aside{flex:0 1 24rem;min-width:0;background:#fff;border:1px solid #ccc;padding:.6rem 1rem;align-self:flex-start}
table{border-collapse:collapse;background:#fff;font-size:13px}
th,td{border:1px solid #bbb;padding:.25rem .4rem;vertical-align:top;text-align:left}
th{background:#e8eef5}
.scroll{overflow-x:auto;max-width:100%}
form.filter{display:flex;flex-wrap:wrap;gap:.8rem;align-items:flex-end;margin:.5rem 0 1rem}
label{display:flex;flex-direction:column;font-size:13px}
input,select,button{font:inherit;padding:.3rem}
.finding{margin:.4rem 0;padding:.3rem;border-left:4px solid #b00020;background:#fff5f5;overflow-wrap:anywhere}
.finding code{font-size:12px}
.ok{color:#1b5e20}
.flow-box{overflow:auto;background:#fff;border:1px solid #ccc;max-width:100%}
.differs{background:#fff3cd}
pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:12px;background:#f4f4f4;padding:.4rem}
.columns{display:flex;flex-wrap:wrap;gap:1rem}.columns>section{flex:1 1 22rem;min-width:0}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
.frame-box{overflow:auto;max-width:100%;background:#e8eef5;border:1px solid #ccc;padding:.5rem}
.frame-box iframe{display:block;border:1px solid #888;background:#fff}
main:has(.frame-box--wide){flex-basis:100%}
.path-steps{display:flex;flex-wrap:wrap;gap:.3rem 1.4rem;padding-left:0;list-style-position:inside}
[aria-current="true"]{font-weight:700}
`;

// Each page listens for saves: it fetches itself again and swaps its content in, keeping the
// scroll position, and says so in a live region.
const script = `
const events = new EventSource('/events');
async function refresh(what) {
  const response = await fetch(location.href);
  const page = new DOMParser().parseFromString(await response.text(), 'text/html');
  for (const id of what) {
    const fresh = page.getElementById(id);
    const here = document.getElementById(id);
    if (fresh && here) here.replaceWith(fresh);
  }
  document.getElementById('status').textContent = 'Updated ' + new Date().toLocaleTimeString();
  document.body.dataset.version = page.body.dataset.version;
  document.body.dataset.checked = page.body.dataset.checked;
}
events.addEventListener('open', () => { document.body.dataset.live = 'true'; });
events.addEventListener('model', () => refresh(['content', 'findings']));
events.addEventListener('findings', () => refresh(['findings']));
`;

export function findingsPanel(state: FindingsState, file?: string): string {
  const shown = file
    ? state.findings.filter((f) => f.file === file || f.file === '')
    : state.findings;
  const status = state.checking
    ? '<p>Checking…</p>'
    : state.seconds === undefined
      ? ''
      : `<p>Checked in ${state.seconds.toFixed(1)} s.</p>`;
  const list =
    shown.length === 0
      ? `<p class="ok">No findings${file ? ` for ${esc(file)}` : ''}.</p>`
      : `<ul>${shown
          .map(
            (f) =>
              `<li class="finding"><code>${esc(f.file || '(no file)')}${f.pointer ? `#${esc(f.pointer)}` : ''}</code><br>${esc(f.message)}</li>`,
          )
          .join('')}</ul>`;
  return `<aside id="findings" aria-labelledby="findings-title"><h2 id="findings-title">Checker findings (${shown.length})</h2>${status}${list}</aside>`;
}

export function layout(
  title: string,
  content: string,
  findings: string,
  version: number,
  checked: boolean,
): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)} · Catalogue studio</title><style>${style}</style></head><body data-version="${version}" data-checked="${checked}"><header><strong>Catalogue studio</strong><nav aria-label="Studio"><a href="/">Catalogue</a> · <a href="/compare">Compare</a></nav><span id="status" role="status" aria-live="polite"></span></header><div class="wrap"><main id="content"><h1>${esc(title)}</h1>${content}</main>${findings}</div><script type="module">${script}</script></body></html>`;
}
