import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { beneficiaryDesignationPdf, beneficiaryRows } from './beneficiary-designation-pdf';

describe('the beneficiary designation form', () => {
  it('is a one-page fillable PDF with a row of fields per beneficiary', async () => {
    const pdf = await PDFDocument.load(await beneficiaryDesignationPdf());
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Beneficiary designation form');
    const names = pdf
      .getForm()
      .getFields()
      .map((field) => field.getName());
    for (const kind of ['primary', 'contingent'] as const)
      for (let row = 1; row <= beneficiaryRows[kind]; row += 1)
        expect(names).toEqual(
          expect.arrayContaining([
            `${kind}.${row}.name`,
            `${kind}.${row}.relationship`,
            `${kind}.${row}.sharePercent`,
          ]),
        );
    expect(names).toEqual(
      expect.arrayContaining(['insured.name', 'insured.certificateNumber', 'signature.date']),
    );
  });

  it('can be filled in and saved', async () => {
    const pdf = await PDFDocument.load(await beneficiaryDesignationPdf());
    pdf.getForm().getTextField('primary.1.name').setText('Jordan Lee');
    const again = await PDFDocument.load(await pdf.save());
    expect(again.getForm().getTextField('primary.1.name').getText()).toBe('Jordan Lee');
  });

  it('gives each caller its own copy', async () => {
    const first = await beneficiaryDesignationPdf();
    first.fill(0);
    expect(Buffer.from((await beneficiaryDesignationPdf()).subarray(0, 5)).toString()).toBe(
      '%PDF-',
    );
  });
});
