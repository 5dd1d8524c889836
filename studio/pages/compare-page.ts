import type { CatalogueRow } from '../catalogue/catalogue-rows';
import { esc } from './html';
import { rowFacts } from './row-text';

function picker(name: string, label: string, rows: CatalogueRow[], chosen: string | undefined) {
  const options = rows
    .map((row) => {
      const key = `${row.planId}/${row.variantId}`;
      return `<option value="${esc(key)}"${key === chosen ? ' selected' : ''}>${esc(`${row.planName}: ${row.variantName}`)}</option>`;
    })
    .join('');
  return `<label for="c-${name}">${label}<select id="c-${name}" name="${name}"><option value="">Choose a variant</option>${options}</select></label>`;
}

/** Two variants' settings side by side, each setting that differs marked; and their flows. */
export function comparePage(
  rows: CatalogueRow[],
  a: string | undefined,
  b: string | undefined,
  flows: [string, string],
): string {
  const find = (key: string | undefined) =>
    rows.find((row) => `${row.planId}/${row.variantId}` === key);
  const left = find(a);
  const right = find(b);
  const form = `<form class="filter" method="get" action="/compare">${picker('a', 'First variant', rows, a)}${picker('b', 'Second variant', rows, b)}<button type="submit">Compare</button></form>`;
  if (!left || !right) return `${form}<p>Choose two variants to compare.</p>`;
  const leftFacts = rowFacts(left);
  const rightFacts = rowFacts(right);
  const lines = leftFacts
    .map(([label, value], i) => {
      const other = rightFacts[i]?.[1] ?? '';
      const differs = value !== other;
      return `<tr${differs ? ' class="differs"' : ''}><th scope="row">${esc(label)}${differs ? ' <small>(differs)</small>' : ''}</th><td>${esc(value)}</td><td>${esc(other)}</td></tr>`;
    })
    .join('');
  return `${form}<div class="scroll" tabindex="0" role="region" aria-label="Comparison"><table id="comparison"><caption>Settings of the two variants</caption><thead><tr><th scope="col">Setting</th><th scope="col">${esc(left.variantName)}</th><th scope="col">${esc(right.variantName)}</th></tr></thead><tbody>${lines}</tbody></table></div>
<div class="columns"><section aria-label="Flow of the first variant"><h2>${esc(left.formId ?? 'No form')}</h2>${flows[0]}</section><section aria-label="Flow of the second variant"><h2>${esc(right.formId ?? 'No form')}</h2>${flows[1]}</section></div>`;
}
