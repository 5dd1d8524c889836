import { useId, useState, type FormEvent } from 'react';
import { messages } from '../../../validators';
import { FormMessage } from '../../auth/Field';
import { useActionRequest } from '../../auth/use-action-request';
import { useMember } from '../use-member';
import { isBallotAnswer, type BallotAnswer } from './ballot-answer';

interface BallotFormProps {
  readonly answer: BallotAnswer;
  readonly onVoted: (answer: BallotAnswer) => void;
}

/** The nominees to choose from, a review of the choice, then the one vote. */
export function BallotForm({ answer, onVoted }: BallotFormProps) {
  const { auth } = useMember();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [reviewing, setReviewing] = useState(false);
  const [missing, setMissing] = useState(false);
  const [sent, send] = useActionRequest('aqua', 'ballot', isBallotAnswer);
  const errorId = useId();

  const toggle = (id: string, on: boolean) => {
    setMissing(false);
    setChosen((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  };

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setMissing(true);
      return;
    }
    setReviewing(true);
  };

  const cast = async () => {
    const state = await send({ ...auth, nomineeIds: chosen });
    if (state) onVoted(state);
  };

  if (reviewing) {
    const names = answer.nominees.filter((nominee) => chosen.includes(nominee.id));
    return (
      <div className="account-card" data-ballot="review">
        <h2>Confirm your vote</h2>
        <p>You are voting for:</p>
        <ul>
          {names.map((nominee) => (
            <li key={nominee.id}>{nominee.name}</li>
          ))}
        </ul>
        <p>Once cast, your vote cannot be changed.</p>
        <FormMessage error={sent.message} />
        <div className="form-actions">
          <button
            type="button"
            className="button button--primary"
            disabled={sent.status === 'loading'}
            onClick={() => void cast()}
          >
            Cast my vote
          </button>
          <button
            type="button"
            className="button button--quiet"
            disabled={sent.status === 'loading'}
            onClick={() => setReviewing(false)}
          >
            Change my choice
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="account-card" data-ballot="open" onSubmit={review} noValidate>
      <fieldset
        className="ballot-nominees"
        aria-invalid={missing ? true : undefined}
        aria-describedby={missing ? errorId : undefined}
      >
        <legend>
          <h2>Director Nominees</h2>
          Choose the nominees you vote for. The nominating committee recommends the nominees marked
          Recommended.
        </legend>
        {missing ? (
          <p id={errorId} className="field__error" role="alert">
            {messages.required}
          </p>
        ) : null}
        {answer.nominees.map((nominee) => (
          <label key={nominee.id} className="ballot-nominee">
            <input
              type="checkbox"
              name="nomineeIds"
              value={nominee.id}
              checked={chosen.includes(nominee.id)}
              onChange={(event) => toggle(nominee.id, event.target.checked)}
            />
            <span>
              <strong>{nominee.name}</strong>
              {nominee.recommended ? (
                <>
                  {' '}
                  <span className="badge">Recommended</span>
                </>
              ) : null}
              <span className="ballot-nominee__summary">{nominee.summary}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button button--primary">
          Review my vote
        </button>
      </div>
    </form>
  );
}
