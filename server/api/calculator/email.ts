import type { LiveCalculatorAnswers } from '../../../validators';
import { formatUsd } from '../../../validators';
import { throttleAddress, throttleTarget } from '../../auth/request-throttle';
import type { MailMessage } from '../../mail/mailer';
import { defineAction } from '../action';
import { answersSchema, checkedAnswers } from './answers';
import { calculatorReport, type CalculatorReport } from './report';
import { reportFileName, reportPdf, reportTitle } from './report-pdf';

function estimateLetter(to: string, report: CalculatorReport, pdf: Uint8Array): MailMessage {
  return {
    to,
    subject: `Your ${reportTitle.toLowerCase()}`,
    text: `Thank you for using the life insurance needs calculator.\n\nYour estimate: ${formatUsd(report.estimate.total)} of coverage. The attached PDF shows your answers, how the estimate adds up and the plans that fit it, with their monthly premiums.\n\nYou asked for this e-mail on our website. If you did not, you can ignore it.\n`,
    attachments: [{ filename: reportFileName, contentType: 'application/pdf', content: pdf }],
  };
}

/**
 * Sends the live calculator's PDF to an address the visitor gives. The PDF is made before the
 * answer, so a failure is reported; the mail goes after it. Throttled per caller and per
 * recipient, as every message the server sends on request.
 */
export const email = defineAction({
  methods: ['POST'],
  answersIn: 'answers',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['answers', 'email'],
    properties: {
      answers: answersSchema,
      email: { type: 'string', minLength: 1, rule: 'email' },
    },
  },
  async handle(data: { answers: LiveCalculatorAnswers; email: string }, context) {
    const answers = checkedAnswers(data.answers, context.now());
    const to = data.email.trim().toLowerCase();
    await throttleAddress(context, 'calculator.email');
    await throttleTarget(context, 'calculator.email', to, context.config.throttle.mailPerTarget);
    const report = calculatorReport(answers, context.now());
    const pdf = await reportPdf(report);
    context.afterAnswer.run(
      () => context.mailer.send(estimateLetter(to, report, pdf)),
      context.log,
    );
    return { message: `Your estimate is on its way to ${to}.` };
  },
});
