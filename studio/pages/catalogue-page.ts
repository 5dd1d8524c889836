import type { CatalogueQuestion } from '../catalogue/catalogue-filter';
import type { CatalogueRow } from '../catalogue/catalogue-rows';
import { codes, esc } from './html';
import { agesText, coverageText, statesText } from './row-text';

function filterForm(question: CatalogueQuestion): string {
  const field = (name: string, label: string, value: unknown, extra = '') =>
    `<label for="f-${name}">${label}<input id="f-${name}" name="${name}" value="${esc(value ?? '')}"${extra}></label>`;
  return `<form class="filter" method="get" action="/" role="search" aria-label="Filter the catalogue">${field('state', 'State (two letters)', question.state, ' maxlength="2" autocomplete="off"')}${field('age', 'Age', question.age, ' inputmode="numeric"')}${field('dutyStatus', 'Duty status code', question.dutyStatus)}<button type="submit">Filter</button> <a href="/">Clear</a></form>`;
}

function rowHtml(row: CatalogueRow): string {
  const form = row.formId
    ? `<a href="/forms/${encodeURIComponent(row.formId)}">${esc(row.formId)}</a>`
    : '—';
  return `<tr data-row="${esc(`${row.planId}/${row.variantId}`)}"><th scope="row">${esc(row.planName)}<br><small>${esc(row.variantName)} (${esc(row.variantId)})</small></th><td>${esc(row.insured)}</td><td>${esc(agesText(row))}</td><td>${esc(coverageText(row.coverage))}</td><td>${esc(statesText(row))}</td><td>${codes(row.paymentMethods)}</td><td>${codes(row.memberStatuses)}</td><td>${codes(row.dutyStatuses)}</td><td>${codes(row.branches)}</td><td>${esc(row.certificates ?? '—')}</td><td>${form}</td><td>${esc(row.route ?? '—')}</td></tr>`;
}

/** Every plan variant, or those answering the filter's question. */
export function cataloguePage(
  rows: CatalogueRow[],
  all: number,
  question: CatalogueQuestion,
): string {
  const head = [
    'Plan and variant',
    'Insured',
    'Ages',
    'Coverage',
    'States',
    'Payment methods',
    'Member statuses',
    'Duty statuses',
    'Branches',
    'Certificates',
    'Form',
    'Route',
  ]
    .map((name) => `<th scope="col">${name}</th>`)
    .join('');
  return `${filterForm(question)}<p id="count">${rows.length} of ${all} variants.</p><div class="scroll" tabindex="0" role="region" aria-label="Catalogue table"><table><caption>Plan variants and the forms that sell them</caption><thead><tr>${head}</tr></thead><tbody>${rows.map(rowHtml).join('')}</tbody></table></div>`;
}
