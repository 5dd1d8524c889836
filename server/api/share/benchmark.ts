import { formatUsd, type LiveCalculatorAnswers } from '../../../validators';
import { throttleAddress, throttleTarget } from '../../auth/request-throttle';
import type { MailMessage } from '../../mail/mailer';
import { defineAction } from '../action';
import { answersSchema, checkedAnswers } from '../calculator/answers';
import { calculatorReport, type CalculatorReport } from '../calculator/report';
import { shareLink, storeSharedLink } from './shared-link';

/** How many of the plans that fit the letter links to, best first. */
const linkedPlans = 3;

export const benchmarkThanks = (email: string): string =>
  `Your coverage benchmark is on its way to ${email}.`;

function benchmarkLetter(
  to: string,
  report: CalculatorReport,
  links: readonly { name: string; monthly: number; link: string }[],
  calculatorLink: string,
): MailMessage {
  const plans =
    links.length === 0
      ? 'No plan sold online fits these answers. Please call us: an agent can look at the plans sold by mail and by phone.'
      : links
          .map((plan) => `${plan.name}, from ${formatUsd(plan.monthly)} a month:\n${plan.link}`)
          .join('\n\n');
  return {
    to,
    subject: 'Your life insurance coverage benchmark',
    text: `Your coverage benchmark from the life insurance needs calculator: ${formatUsd(report.estimate.total)}.\n\nPlans that fit it:\n\n${plans}\n\nTo change your answers, open the calculator again:\n\n${calculatorLink}\n\nYou asked for this e-mail on our website. If you did not, you can ignore it.\n`,
  };
}

/**
 * The benchmark e-mail (spec §3 "Email flags: benchmark"): the live calculator's estimate, the
 * coverage benchmark, with a link to each plan that fits it (a /shareapp/ link, so the visit is
 * counted as the benchmark's) and one back to the calculator. Unlike calculator.email it carries
 * no PDF: it is the short message a visitor sends to themselves or their spouse.
 */
export const benchmark = defineAction({
  methods: ['POST'],
  answersIn: 'answers',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['answers', 'email'],
    properties: {
      answers: answersSchema,
      email: { type: 'string', minLength: 1, rule: 'email' },
      website: { type: 'string', maxLength: 200 },
    },
  },
  async handle(data: { answers: LiveCalculatorAnswers; email: string; website?: string }, context) {
    const answers = checkedAnswers(data.answers, context.now());
    const email = data.email.trim().toLowerCase();
    await throttleAddress(context, 'share.benchmark');
    if (data.website?.trim()) return { message: benchmarkThanks(email) };
    const { mailPerTarget } = context.config.throttle;
    await throttleTarget(context, 'share.benchmark', email, mailPerTarget);
    const report = calculatorReport(answers, context.now());
    const links = report.plans.slice(0, linkedPlans).map((plan) => ({
      name: plan.name,
      monthly: plan.monthly,
      link: shareLink(context, { planId: plan.planId, utm: { utm_source: 'benchmark' } }),
    }));
    const calculatorLink = `${context.config.publicUrl}/live-calculator/`;
    await storeSharedLink(context, {
      kind: 'benchmark',
      senderName: '',
      recipient: email,
      link: calculatorLink,
    });
    context.afterAnswer.run(
      () => context.mailer.send(benchmarkLetter(email, report, links, calculatorLink)),
      context.log,
    );
    return { message: benchmarkThanks(email) };
  },
});
