import type { LiveCalculatorAnswers } from '../../../validators';
import { defineAction } from '../action';
import { answersSchema, checkedAnswers } from './answers';
import { calculatorReport } from './report';
import { reportFileName, reportPdf } from './report-pdf';

/**
 * The live calculator's PDF, answered as base64 inside the single endpoint's JSON (spec §7: every
 * call goes through it); the browser saves it as a file.
 */
export const pdf = defineAction({
  methods: ['POST'],
  answersIn: 'answers',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['answers'],
    properties: { answers: answersSchema },
  },
  async handle(data: { answers: LiveCalculatorAnswers }, context) {
    const answers = checkedAnswers(data.answers, context.now());
    const bytes = await reportPdf(calculatorReport(answers, context.now()));
    return {
      fileName: reportFileName,
      contentType: 'application/pdf',
      pdf: Buffer.from(bytes).toString('base64'),
    };
  },
});
