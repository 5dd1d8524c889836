import { PDFDocument } from 'pdf-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { quote } from '../../../plans';
import { formatUsd } from '../../../validators';
import { sampleCalculatorAnswers } from '../../testing/calculator-answers';
import { emlAttachments, emlHeader } from '../../testing/eml-attachments';
import { pdfText } from '../../testing/pdf-text';
import { suiteServer } from '../../testing/suite-server';
import { databaseTargets } from '../../testing/test-server';
import type { PlanQuote, PlanSuggestion } from '../../../plans';

const answers = sampleCalculatorAnswers;

interface PdfAnswer {
  fileName: string;
  contentType: string;
  pdf: string;
}

describe.each(databaseTargets())('calculator api on %s', (target) => {
  const server = suiteServer(target);
  beforeAll(async () => {
    server.clock.set(new Date('2026-11-26T15:00:00Z'));
  });

  it('suggests the plans that fit, priced from the rate sheets', async () => {
    const answer = await server.call<{ plans: PlanSuggestion[] }>(
      'calculator',
      'plans',
      {
        dutyStatus: 'retired',
        state: 'VA',
        monthBorn: '6',
        yearBorn: '1980',
        tobaccoUse: '0',
        amount: '827000',
      },
      { method: 'GET' },
    );
    expect(answer.status).toBe(200);
    const [first] = answer.body.plans;
    expect(first).toMatchObject({
      planId: 'term-90-plus',
      coverage: 850_000,
      coversEstimate: true,
    });
    expect(first?.monthly).toBe(
      quote({ rateSheet: 'term-90-plus', age: 46, coverage: 850_000, tobacco: false }).monthly,
    );
  });

  it("prices the quote box's age, amount and state from the rate tables", async () => {
    const answer = await server.call<{ plans: PlanQuote[] }>(
      'calculator',
      'quote',
      { age: '35', coverage: '250000', state: 'VA' },
      { method: 'GET' },
    );
    expect(answer.status).toBe(200);
    const term90 = answer.body.plans.find((plan) => plan.planId === 'term-90-plus');
    expect(term90?.lowest).toBe(
      quote({ rateSheet: 'term-90-plus', age: 35, coverage: 250_000 }).monthly,
    );
    const bad = await server.call(
      'calculator',
      'quote',
      { age: 'x', coverage: '250000', state: 'ZZ' },
      { method: 'GET' },
    );
    expect(bad.status).toBe(400);
  });

  it('makes a PDF with the answers, the estimate and its parts, and the plans', async () => {
    const answer = await server.call<PdfAnswer>('calculator', 'pdf', { answers });
    expect(answer.status).toBe(200);
    expect(answer.body.fileName).toBe('life-insurance-needs-estimate.pdf');
    const bytes = Buffer.from(answer.body.pdf, 'base64');
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(pdf.getTitle()).toBe('Life insurance needs estimate');
    const text = await pdfText(bytes);
    for (const line of [
      'Life insurance needs estimate',
      'Retired',
      'Married',
      'Virginia',
      'June 1980 (age 46)',
      '$60,000',
      'Coverage you may need',
      '$827,000',
      'Income to replace',
      '$600,000',
      '$150,000',
      '$12,000',
      '$50,000',
      '$15,000',
      'Term 90 Plus',
      '$850,000',
      'Covers the estimate',
      formatUsd(quote({ rateSheet: 'term-90-plus', age: 46, coverage: 850_000 }).monthly),
    ])
      expect(text, line).toContain(line);
  });

  it('e-mails the same PDF to the address given, after answering', async () => {
    const answer = await server.call('calculator', 'email', {
      answers,
      email: 'Pat.Quinn@Example.com',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Your estimate is on its way to pat.quinn@example.com.');
    await server.settled();
    const [eml] = server.outboxMessages('pat.quinn@example.com');
    expect(eml).toBeDefined();
    expect(emlHeader(eml ?? '', 'To')).toBe('pat.quinn@example.com');
    expect(emlHeader(eml ?? '', 'Subject')).toBe('Your life insurance needs estimate');
    expect(eml).toContain('Your estimate: $827,000 of coverage.');
    const [file] = emlAttachments(eml ?? '');
    expect(file?.filename).toBe('life-insurance-needs-estimate.pdf');
    expect(file?.contentType).toBe('application/pdf');
    const text = await pdfText(file?.content ?? new Uint8Array());
    expect(text).toContain('$827,000');
    expect(text).toContain('Term 90 Plus');
  });

  it('throttles e-mails to one address', async () => {
    const to = 'limit@example.com';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1)
      statuses.push((await server.call('calculator', 'email', { answers, email: to })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await server.settled();
    expect(server.outboxMessages(to)).toHaveLength(3);
  });

  it('refuses bad input with the spec messages, never a 500, and sends nothing', async () => {
    const before = server.outboxMessages().length;
    const bad = await server.call('calculator', 'email', {
      answers: { ...answers, zipCode: '123', income: 'lots', state: 'XX' },
      email: 'nobody@example.com',
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      message: 'Check form fields and try again',
      errors: {
        zipCode: 'Must match this ##### or this #####-#### pattern',
        income: 'Only numbers allowed',
        state: 'This field is invalid',
      },
    });
    const badEmail = await server.call('calculator', 'email', { answers, email: 'not-an-email' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({ email: 'This field must be a valid email' });
    const missing = await server.call('calculator', 'pdf', { answers: { income: '1' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Check form fields and try again');
    const wrongType = await server.call('calculator', 'pdf', {
      answers: { ...answers, income: 5 },
    });
    expect(wrongType.status).toBe(400);
    const notAnObject = await server.call('calculator', 'pdf', { answers: 'x' });
    expect(notAnObject.status).toBe(400);
    const badPlans = await server.call(
      'calculator',
      'plans',
      {
        dutyStatus: 'x',
        state: 'VA',
        monthBorn: '13',
        yearBorn: '1980',
        tobaccoUse: '0',
        amount: '-1',
      },
      { method: 'GET' },
    );
    expect(badPlans.status).toBe(400);
    await server.settled();
    expect(server.outboxMessages()).toHaveLength(before);
    expect(server.outboxMessages('nobody@example.com')).toEqual([]);
  });
});
