import { useState, type FormEvent } from 'react';
import { messages, validateEmail, type LiveCalculatorAnswers } from '../../../validators';
import { apiMessages, runRequest } from '../../api';
import { Field, FormMessage } from '../../auth/Field';
import { liveCalculatorCopy as copy } from '../../content/live-calculator';
import { liveCalculatorStore, useLiveCalculator } from '../../stores/live-calculator-instance';
import { downloadPdfAnswer, isPdfAnswer } from '../download-file';

const isMessageAnswer = (body: unknown): body is { message: string } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { message?: unknown }).message === 'string';

interface ReportActionsProps {
  readonly answers: LiveCalculatorAnswers;
  /** Shows every field's message; false when an answer is missing or wrong. */
  readonly checkAnswers: () => boolean;
}

/**
 * The estimate as a PDF, downloaded or e-mailed. Either request's failure shows spec 8's generic
 * API error, word for word; answers that do not pass show the form's own message.
 */
export function ReportActions({ answers, checkAnswers }: ReportActionsProps) {
  const pdfStatus = useLiveCalculator((state) => state.pdfStatus);
  const emailStatus = useLiveCalculator((state) => state.emailStatus);
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const { setPdfStatus, setEmailStatus } = liveCalculatorStore.getState();

  const downloadPdf = async () => {
    setMessage({});
    if (!checkAnswers()) {
      setMessage({ error: apiMessages.checkFields });
      return;
    }
    setPdfStatus('loading');
    const answer = await runRequest({
      api: 'calculator',
      action: 'pdf',
      data: { answers },
      validate: isPdfAnswer,
    });
    if (!answer.ok) {
      setPdfStatus('error');
      setMessage({ error: apiMessages.apiError });
      return;
    }
    setPdfStatus('success');
    downloadPdfAnswer(answer.data);
  };

  const sendEmail = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage({});
    const addressError = email.trim() === '' ? undefined : validateEmail(email.trim());
    setEmailError(email.trim() === '' ? messages.required : addressError);
    const answersPass = checkAnswers();
    if (email.trim() === '' || addressError || !answersPass) {
      setMessage({ error: apiMessages.checkFields });
      return;
    }
    setEmailStatus('loading');
    const answer = await runRequest({
      api: 'calculator',
      action: 'email',
      data: { answers, email: email.trim() },
      validate: isMessageAnswer,
    });
    if (!answer.ok) {
      setEmailStatus('error');
      setMessage({ error: apiMessages.apiError });
      return;
    }
    setEmailStatus('success');
    setMessage({ success: answer.data.message });
  };

  return (
    <section className="calculator-section" aria-labelledby="keep-estimate">
      <h2 id="keep-estimate">{copy.reportHeading}</h2>
      <FormMessage error={message.error ?? null} success={message.success ?? null} />
      <div className="form-actions">
        <button
          type="button"
          className="button button--primary"
          disabled={pdfStatus === 'loading'}
          onClick={() => void downloadPdf()}
        >
          {copy.downloadPdf}
        </button>
      </div>
      <form
        className="form"
        noValidate
        onSubmit={(event) => void sendEmail(event)}
        data-form="calculator-email"
      >
        <Field
          name="email"
          type="email"
          label={copy.emailLabel}
          autoComplete="email"
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <div className="form-actions">
          <button
            type="submit"
            className="button button--secondary"
            disabled={emailStatus === 'loading'}
          >
            {copy.emailPdf}
          </button>
        </div>
      </form>
    </section>
  );
}
