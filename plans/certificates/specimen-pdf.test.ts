import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { allPlans } from '../catalogue';
import { brochureLinks } from './brochures';
import { certificateConfig } from './config';
import { allDocumentLinks, documentByLink, documentFileFor } from './documents';
import { specimenNotice, specimenPdf } from './specimen-pdf';
import { allSpecimenLinks } from './specimen-subjects';
import type { SpecimenSource } from './specimen-subjects';

// The few WinAnsi codes above Latin-1 that specimens use; the rest of WinAnsi matches Latin-1.
const winAnsiExtras: Record<number, string> = {
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x96: '–',
  0x97: '—',
};
const fromWinAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => winAnsiExtras[b] ?? String.fromCharCode(b)).join('');

/** The text drawn on the first page: pdf-lib writes each line as a hex string shown with Tj. */
async function pageText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const contents = pdf.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];

  return streams
    .map((ref) => pdf.context.lookup(ref))
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => inflateSync(s.contents).toString('latin1'))
    .flatMap((ops) => [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)])
    .map(([, hex]) => fromWinAnsi(Buffer.from(hex ?? '', 'hex')))
    .join('\n');
}

const isPdf = (bytes: Uint8Array) =>
  Buffer.from(bytes.subarray(0, 5)).toString('latin1') === '%PDF-';

describe('specimenPdf', () => {
  it('yields a valid, clearly titled SPECIMEN for every certificate and rider link', async () => {
    const links = allDocumentLinks();
    expect(links.length).toBe(Object.keys(certificateConfig.documents.documents).length);
    for (const link of links) {
      const bytes = await specimenPdf(link);
      expect(bytes, link).toBeInstanceOf(Uint8Array);
      if (!bytes) continue;
      expect(isPdf(bytes), link).toBe(true);
      const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
      const label = documentByLink(link)?.label ?? '';
      expect(pdf.getTitle()).toBe(`SPECIMEN — ${label}`);
      expect(pdf.getAuthor()).toBe(certificateConfig.documents.associationName);
      expect(pdf.getPageCount()).toBe(1);
    }
  });

  it('prints SPECIMEN, the label, product, state, the notice and the association name', async () => {
    const text = await pageText(
      (await specimenPdf('/documents/certificates/term-90-plus-certificate-tx.pdf')) ??
        new Uint8Array(),
    );
    expect(text).toContain('SPECIMEN');
    expect(text).toContain('Term 90 Plus Group Term Life Certificate — Texas');
    expect(text).toContain('Product: Term 90 Plus');
    expect(text).toContain('State: Texas (TX)');
    expect(text).toContain('Document type: Certificate');
    expect(text.replace(/\s+/g, ' ')).toContain(specimenNotice);
    expect(text).toContain(certificateConfig.documents.associationName);
  });

  it('names every product and the states that use a shared national rider', async () => {
    const national = await pageText(
      (await specimenPdf('/documents/certificates/how-we-pay-rider-1.pdf')) ?? new Uint8Array(),
    );
    expect(national).toContain('State: All states (national)');
    expect(national.replace(/\s+/g, ' ')).toContain(
      'Level Term I and II, Term 90, Term 90 Plus, NexGen',
    );
    const second = await pageText(
      (await specimenPdf('/documents/certificates/how-we-pay-rider-2.pdf')) ?? new Uint8Array(),
    );
    expect(second.replace(/\s+/g, ' ')).toContain('Maryland (MD)');
    expect(second.replace(/\s+/g, ' ')).toContain('Arkansas (AR)');
  });

  it('answers undefined for an unknown link', async () => {
    for (const link of [
      '/documents/certificates/no-such-rider.pdf',
      '/documents/brochures/no-such-plan.pdf',
      '',
      'child-rider',
      '/documents/certificates/child-rider.pdf?x=1',
    ]) {
      expect(await specimenPdf(link)).toBeUndefined();
    }
  });

  it('yields a specimen for every brochure link of the plan catalogue', async () => {
    const links = allPlans().flatMap((plan) => [
      plan.brochure,
      ...plan.variants.map((v) => v.brochure),
    ]);
    const brochures = [...new Set(links.filter((l): l is string => typeof l === 'string'))];
    expect(brochures.length).toBeGreaterThan(0);
    expect(brochureLinks()).toEqual([...brochures].sort());
    for (const link of brochures) {
      const bytes = await specimenPdf(link);
      expect(bytes && isPdf(bytes), link).toBe(true);
      const plan = allPlans().find(
        (p) => p.brochure === link || p.variants.some((v) => v.brochure === link),
      );
      const text = await pageText(bytes ?? new Uint8Array());
      expect(text).toContain('Document type: Brochure');
      expect(text).toContain(`Product: ${plan?.name}`);
      const pdf = await PDFDocument.load(bytes ?? new Uint8Array(), { updateMetadata: false });
      expect(pdf.getTitle()).toMatch(/^SPECIMEN — .+ Brochure$/);
    }
  });

  it('lists every certificate, rider and brochure link as a specimen link', () => {
    expect(allSpecimenLinks()).toEqual([...allDocumentLinks(), ...brochureLinks()].sort());
  });

  it('builds a specimen for an extra document given by the caller', async () => {
    const brochure: SpecimenSource = {
      link: '/documents/brochures/campaign-flyer.pdf',
      label: 'Campaign Flyer',
      product: 'Term 90 Plus',
    };
    const bytes = await specimenPdf(brochure.link, [brochure]);
    expect(bytes && isPdf(bytes)).toBe(true);
    const text = await pageText(bytes ?? new Uint8Array());
    expect(text).toContain('Document type: Brochure');
    expect(text).toContain('State: All states (national)');
    expect(text).toContain('Campaign Flyer');
  });

  it('prints characters the standard fonts lack as ? instead of failing', async () => {
    const source: SpecimenSource = {
      link: '/documents/brochures/x.pdf',
      label: 'Plan ≥ 50 ✓',
      product: 'X',
    };
    const text = await pageText((await specimenPdf(source.link, [source])) ?? new Uint8Array());
    expect(text).toContain('Plan ? 50 ?');
  });

  it('hands each caller its own copy of the bytes', async () => {
    const link = '/documents/certificates/child-rider.pdf';
    const first = await specimenPdf(link);
    first?.fill(0);
    const second = await specimenPdf(link);
    expect(second && isPdf(second)).toBe(true);
  });
});

describe('real filed documents replace specimens by config', () => {
  it('has no file configured in the shipped config, so every link is a specimen', () => {
    for (const link of allDocumentLinks()) expect(documentFileFor(link)).toBeUndefined();
  });

  it('returns the configured file path when a document names one', () => {
    const documents = structuredClone(certificateConfig.documents.documents);
    const doc = documents['child-rider'];
    if (doc) doc.file = 'documents/filed/child-rider.pdf';
    expect(documentFileFor('/documents/certificates/child-rider.pdf', documents)).toBe(
      'documents/filed/child-rider.pdf',
    );
    expect(
      documentFileFor('/documents/certificates/child-rider-ca.pdf', documents),
    ).toBeUndefined();
  });
});
