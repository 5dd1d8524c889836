import { useId, useState, type FormEvent } from 'react';
import { messages, validateEmail, type LiveCalculatorAnswers } from '../../../validators';
import { apiMessages, isMessageResponse, runRequest } from '../../api';
import { Field, FormMessage } from '../../auth/Field';
import { emailFlagsStore, whileSending } from '../../stores';

interface BenchmarkEmailProps {
  readonly answers: LiveCalculatorAnswers;
  /** Shows every field's message; false when an answer is missing or wrong. */
  readonly checkAnswers: () => boolean;
}

/**
 * The benchmark e-mail (spec §3 "Email flags: benchmark"): the estimate, as a coverage
 * benchmark, with links to the plans that fit, to the visitor or to someone they plan with.
 * A failure shows spec §8's generic API error, as the calculator's other e-mail.
 */
export function BenchmarkEmail({ answers, checkAnswers }: BenchmarkEmailProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMessage({});
    const address = email.trim();
    const addressError = address === '' ? messages.required : validateEmail(address);
    setEmailError(addressError);
    const answersPass = checkAnswers();
    if (addressError || !answersPass) {
      setMessage({ error: apiMessages.checkFields });
      return;
    }
    setBusy(true);
    const answer = await whileSending(emailFlagsStore, 'benchmark', () =>
      runRequest({
        api: 'share',
        action: 'benchmark',
        data: { answers, email: address },
        validate: isMessageResponse,
      }),
    );
    setBusy(false);
    setMessage(answer.ok ? { success: answer.data.message } : { error: apiMessages.apiError });
  };

  return (
    <section className="calculator-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Send your benchmark</h2>
      <p>
        A short e-mail with the coverage you need and links to the plans that fit it: to yourself,
        or to someone you plan with.
      </p>
      <FormMessage error={message.error ?? null} success={message.success ?? null} />
      <form
        className="form"
        noValidate
        onSubmit={(event) => void send(event)}
        data-form="benchmark-email"
      >
        <Field
          name="email"
          type="email"
          label="Send the benchmark to"
          hint="Your address, or that of someone you plan with"
          autoComplete="email"
          value={email}
          error={emailError}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <div className="form-actions">
          <button type="submit" className="button button--secondary" disabled={busy}>
            E-mail the benchmark
          </button>
        </div>
      </form>
    </section>
  );
}
